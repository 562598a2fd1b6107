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
 (bvult ctaid.x@A (_ bv512 32)))
(assert
 (let ((?x1933 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x1935 (bvand ?x1933 (_ bv31 32))))
(let (($x251 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x227 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x232 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x233 (bvadd ?x232 ?x227)))
(let (($x256 (not (or (not (= ((_ extract 31 12) ?x233) (_ bv0 20))) $x251))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x257 (and $x207 $x256)))
(let (($x139 (and $x257 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1935)))))))
(let (($x1436 (or $x139)))
(or $x1436 $x1436 $x1436 $x1436 $x1436 $x1436 $x1436 $x1436 $x1436 $x1436)))))))))))))
(check-sat)
