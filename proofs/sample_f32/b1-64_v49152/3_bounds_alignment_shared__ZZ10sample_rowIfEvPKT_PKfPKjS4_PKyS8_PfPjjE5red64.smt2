; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v514@A () (_ BitVec 64))
(declare-fun v6119@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v514@A (_ bv30 64)))
(assert
 (bvule v6119@A (_ bv30 64)))
(assert
 (let (($x9941 (and (distinct (bvand (concat (_ bv0 32) (bvadd (_ bv1 29) ((_ extract 28 0) v6119@A)) (_ bv0 3)) (_ bv7 64)) (_ bv0 64)) true)))
(let (($x10186 (or (not (bvule (concat (_ bv0 32) (bvadd (_ bv1 29) ((_ extract 28 0) v6119@A)) (_ bv0 3)) (_ bv248 64))) $x9941)))
(let (($x364 (= param!power (_ bv1 32))))
(let (($x10461 (and $x364 $x10186)))
(let (($x12894 (and $x364 (or (not (bvule (_ bv0 64) (_ bv248 64))) (and (distinct (bvand (_ bv0 64) (_ bv7 64)) (_ bv0 64)) true)))))
(let (($x13572 (or (not (bvule (concat (_ bv0 34) ((_ extract 31 5) tid.x@A) (_ bv0 3)) (_ bv248 64))) (and (distinct (bvand (concat (_ bv0 34) ((_ extract 31 5) tid.x@A) (_ bv0 3)) (_ bv7 64)) (_ bv0 64)) true))))
(let (($x7698 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x7702 (and $x364 $x7698)))
(let (($x13579 (and $x7702 $x13572)))
(let ((?x7624 (bvmul (_ bv8 32) ((_ extract 31 0) v514@A))))
(let ((?x6673 (bvadd (_ bv8 32) ?x7624)))
(let ((?x6572 (concat (_ bv0 32) ?x6673)))
(let (($x9845 (and $x364 (or (not (bvule ?x6572 (_ bv248 64))) (and (distinct (bvand ?x6572 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x13579 $x12894 $x9845 $x13579 $x12894 $x10461)))))))))))))))
(check-sat)
