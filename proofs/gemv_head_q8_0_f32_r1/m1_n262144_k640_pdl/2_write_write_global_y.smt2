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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32768 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x420 (concat (_ bv0 30) ?x245 ((_ extract 4 4) tid.x@A))))
 (let ((?x275 (bvmul (_ bv262144 62) (concat (_ bv0 30) ctaid.y@A))))
 (let ((?x419 (concat (bvadd ?x275 ?x420) (_ bv0 2))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x602 (not (or $x125 $x126 (not (= ((_ extract 3 0) tid.x@A) (_ bv0 4)))))))
 (let ((?x265 (concat (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2))) (_ bv0 1))))
 (let (($x271 (not (or (not (= ((_ extract 30 18) ?x245) (_ bv0 13))) (bvule (_ bv262144 19) ?x265)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x604 (and $x207 $x271 $x602)))
 (let (($x1240 (and $x604 (= off!ww_global_y_A ?x419) (= (_ bv4 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x1240)))))))))))))))))
(assert
 (let ((?x917 ((_ extract 4 4) tid.x@B)))
 (let ((?x896 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x898 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
 (let ((?x899 (bvadd ?x898 ?x896)))
 (let ((?x920 (bvmul (_ bv262144 62) (concat (_ bv0 30) ctaid.y@B))))
 (let ((?x922 (concat (bvadd ?x920 (concat (_ bv0 30) ?x899 ?x917)) (_ bv0 2))))
 (let (($x908 (not (= ((_ extract 3 0) tid.x@B) (_ bv0 4)))))
 (let (($x910 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x911 (not $x910)))
 (let ((?x912 ((_ extract 0 0) ctaid.y@B)))
 (let (($x913 (= ?x912 (_ bv1 1))))
 (let ((?x893 (concat (bvadd ((_ extract 22 5) tid.x@B) (concat ((_ extract 15 0) ctaid.x@B) (_ bv0 2))) (_ bv0 1))))
 (let (($x904 (not (or (not (= ((_ extract 30 18) ?x899) (_ bv0 13))) (bvule (_ bv262144 19) ?x893)))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x916 (and $x207 $x904 (not (or $x913 $x911 $x908)))))
 (let (($x190 (and $x916 (= off!ww_global_y_B ?x922) (= (_ bv4 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x190)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1282 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x1199 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x1199 (bvult off!ww_global_y_B ?x1282)))))
(assert
 (let ((?x1123 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x103 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x103 tid.x@A) (concat ?x1123 tid.x@B)))))
(check-sat)
