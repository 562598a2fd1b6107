; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551295 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x233 (concat (_ bv0 32) ?x188)))
(let ((?x242 (bvmul (_ bv2 64) ?x233)))
(let ((?x256 (bvadd base!dst ?x242)))
(let ((?x201 ((_ extract 9 0) ctaid.x@A)))
(let ((?x204 (bvmul (_ bv256 10) ?x201)))
(let ((?x197 ((_ extract 9 0) tid.x@A)))
(let ((?x205 (bvadd ?x197 ?x204)))
(let (($x211 (not (or (not (= ((_ extract 31 10) ?x188) (_ bv0 22))) (bvule (_ bv512 10) ?x205)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x479 (and $x212 (or (not (bvule ?x242 (_ bv1022 64))) (and (distinct (bvand ?x256 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x218 (concat (_ bv0 5) ((_ extract 31 5) ?x188))))
(let ((?x219 (bvmul (_ bv20 32) ?x218)))
(let ((?x220 (concat (_ bv0 32) ?x219)))
(let ((?x245 ((_ extract 3 0) tid.x@A)))
(let ((?x262 (concat (_ bv0 60) ?x245)))
(let ((?x251 (bvadd (_ bv4 64) base!src ?x262 ?x220)))
(let (($x477 (or (not (bvule (bvadd (_ bv4 64) ?x262 ?x220) (_ bv319 64))) (and (distinct (bvand ?x251 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x478 (and $x212 $x477)))
(let (($x110 (or (not (bvule (bvadd (_ bv2 64) ?x220) (_ bv318 64))) (and (distinct (bvand (bvadd (_ bv2 64) base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x122 (and $x212 $x110)))
(let (($x349 (or (not (bvule ?x220 (_ bv318 64))) (and (distinct (bvand (bvadd base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x126 (and $x212 $x349)))
(or $x126 $x122 $x478 $x479)))))))))))))))))))))))))))
(check-sat)
