; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv72 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2304 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (let ((?x52 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@A ?x52)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (let ((?x52 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@B ?x52)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x3837 (bvadd (concat (_ bv0 25) ctaid.x@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@A)))))
 (let ((?x3840 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x3837 (_ bv0 6))) (_ bv0 1))))
 (let (($x133 (= off!ww_global_out_A ?x3840)))
 (let ((?x3738 ((_ extract 31 6) tid.x@A)))
 (let (($x3693 (= ?x3738 (_ bv0 26))))
 (let (($x248 (= param!power (_ bv1 32))))
 (let (($x3747 (and $x248 $x3693)))
 (let (($x57 (and $x3747 $x133 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv3 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x57)))))))))))
(assert
 (let ((?x3891 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.y@B))))
 (let ((?x3892 (concat (_ bv0 25) ctaid.x@B)))
 (let ((?x3895 (concat (_ bv0 31) tid.x@B)))
 (let ((?x3897 (concat (bvadd ?x3895 (concat (bvadd ?x3892 ?x3891) (_ bv0 6))) (_ bv0 1))))
 (let ((?x3887 ((_ extract 31 6) tid.x@B)))
 (let (($x3888 (= ?x3887 (_ bv0 26))))
 (let (($x248 (= param!power (_ bv1 32))))
 (let (($x3889 (and $x248 $x3888)))
 (let (($x222 (and $x3889 (= off!ww_global_out_B ?x3897) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv3 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x222))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x99 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
 (let ((?x359 (bvadd off!ww_global_out_B width!ww_global_out_B)))
 (and (bvult off!ww_global_out_A ?x359) $x99))))
(assert
 (let ((?x537 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x212 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x212 tid.x@A) (concat ?x537 tid.x@B)))))
(check-sat)
