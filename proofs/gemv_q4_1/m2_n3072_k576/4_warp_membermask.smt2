; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (let ((?x2307 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2217 (bvand ?x2307 (_ bv31 32))))
(let (($x243 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 12) ?x228) (_ bv0 20))) $x243))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x249 (and $x208 $x248)))
(let (($x2190 (and $x249 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2217)))))))
(let (($x2415 (or $x2190)))
(or $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415 $x2415)))))))))))))
(check-sat)
