; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x379 (bvadd ?x378 ?x373)))
(let ((?x390 (concat (_ bv0 32) ?x379)))
(let ((?x5567 (bvmul (_ bv2 64) ?x390)))
(let ((?x7903 (bvadd base!y ?x5567)))
(let ((?x426 ((_ extract 4 0) tid.x@A)))
(let (($x8302 (= ?x426 (_ bv0 5))))
(let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
(let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
(let (($x6876 (not (or $x395 $x394))))
(let (($x321 (= param!power (_ bv1 32))))
(let (($x4817 (and $x321 $x6876 $x8302)))
(let (($x13258 (and $x4817 (or (not (bvule ?x5567 (_ bv1278 64))) (and (distinct (bvand ?x7903 (_ bv1 64)) (_ bv0 64)) true)))))
(or $x13258))))))))))))))))
(check-sat)
