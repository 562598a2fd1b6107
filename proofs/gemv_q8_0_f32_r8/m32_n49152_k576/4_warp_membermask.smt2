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
 (bvult ctaid.x@A (_ bv3072 32)))
(assert
 (let ((?x9601 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x10166 (bvand ?x9601 (_ bv31 32))))
(let ((?x263 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x265 (bvule (_ bv49152 16) (concat ?x263 (_ bv0 2)))))
(let ((?x244 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x254 (= ((_ extract 29 14) ?x244) (_ bv0 16))))
(let (($x266 (not $x254)))
(let (($x270 (not (or $x266 $x265))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x271 (and $x211 $x270)))
(let (($x9151 (and $x271 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x10166)))))))
(let (($x11920 (or $x9151)))
(or $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920 $x11920))))))))))))))
(check-sat)
