; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
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
 (let (($x499 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x185 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x284 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1221 (concat (bvadd ?x284 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x508 (= off!ww_global_y_A ?x1221)))
 (let (($x1195 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x1199 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x1195))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1200 (and $x207 $x1199)))
 (let ((?x419 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x284) (_ bv0 1))))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x68 (not $x61)))
 (let (($x394 (not (or $x68 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x395 (and $x207 $x394)))
 (let (($x507 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x395 (= off!ww_global_y_A ?x419) $x185 $x499))))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) $x507 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1200 $x508 $x185 $x499)))))))))))))))))))
(assert
 (let (($x505 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x504 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1228 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1236 (concat (bvadd ?x1228 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x101 (= off!ww_global_y_B ?x1236)))
 (let (($x1253 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x1247 (not (and (bvule tid.x@B (_ bv4294967039 32)) $x1253))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1245 (and $x207 $x1247)))
 (let ((?x1458 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1228) (_ bv0 1))))
 (let (($x1451 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x1452 (not $x1451)))
 (let (($x1454 (not (or $x1452 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1455 (and $x207 $x1454)))
 (let (($x517 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1455 (= off!ww_global_y_B ?x1458) $x504 $x505))))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) $x517 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1245 $x101 $x504 $x505)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x88 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x99 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x99 (bvult off!ww_global_y_B ?x88)))))
(check-sat)
