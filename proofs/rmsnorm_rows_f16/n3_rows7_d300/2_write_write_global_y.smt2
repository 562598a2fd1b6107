; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x240 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x240) (bvule ?x240 (_ bv6 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1562 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1562) (bvule ?x1562 (_ bv6 32)))))
(assert
 (let (($x191 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x159 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1469 (bvadd (_ bv256 32) tid.x@A)))
 (let ((?x1482 (concat (_ bv0 31) ?x1469)))
 (let ((?x474 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1505 (concat (bvadd ?x474 ?x1482) (_ bv0 1))))
 (let (($x511 (= off!ww_global_y_A ?x1505)))
 (let (($x1462 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x1466 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x1462))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x1467 (and $x230 $x1466)))
 (let ((?x476 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x474) (_ bv0 1))))
 (let (($x59 (= off!ww_global_y_A ?x476)))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x75 (not $x68)))
 (let (($x432 (not (or $x75 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x433 (and $x230 $x432)))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x433 $x59 $x159 $x191)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1467 $x511 $x159 $x191)))))))))))))))))))))
(assert
 (let (($x576 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x165 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1522 (bvadd (_ bv256 32) tid.x@B)))
 (let ((?x1520 (concat (_ bv0 31) ?x1522)))
 (let ((?x1516 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1512 (concat (bvadd ?x1516 ?x1520) (_ bv0 1))))
 (let (($x77 (= off!ww_global_y_B ?x1512)))
 (let (($x1532 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x1526 (not (and (bvule tid.x@B (_ bv4294967039 32)) $x1532))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x1524 (and $x230 $x1526)))
 (let ((?x1747 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1516) (_ bv0 1))))
 (let (($x1740 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x1741 (not $x1740)))
 (let (($x1743 (not (or $x1741 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1744 (and $x230 $x1743)))
 (let (($x578 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1744 (= off!ww_global_y_B ?x1747) $x165 $x576))))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) $x578 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1524 $x77 $x165 $x576)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x501 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x108 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x108) (bvult off!ww_global_y_B ?x501)))))
(check-sat)
