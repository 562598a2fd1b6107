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
(declare-fun epoch!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_xcta_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
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
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x212 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let (($x68 (= off!rw_global_x_xcta_A ?x212)))
 (let (($x205 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
 (let (($x207 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x205)))
 (let (($x210 (not $x207)))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x211 (and $x183 $x210)))
 (let (($x165 (and $x211 $x68 (= (_ bv2 64) width!rw_global_x_xcta_A) (= (_ bv0 32) epoch!rw_global_x_xcta_A))))
 (and (bvult sel!rw_global_x_xcta_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) $x165)))))))))))
(assert
 (let ((?x237 (bvmul (_ bv2 64) (concat (_ bv0 32) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))))
 (let (($x87 (= off!rw_global_x_xcta_B ?x237)))
 (let (($x227 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@B) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@B))))))
 (let (($x232 (not (= ((_ extract 31 10) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 22)))))
 (let (($x183 (= param!power (_ bv1 32))))
 (let (($x235 (and $x183 (not (or $x232 $x227)))))
 (let (($x42 (and $x235 $x87 (= (_ bv2 64) width!rw_global_x_xcta_B) (= (_ bv0 32) epoch!rw_global_x_xcta_B))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) $x42))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x70 (bvult off!rw_global_x_xcta_B (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A))))
 (let (($x60 (bvult off!rw_global_x_xcta_A (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B))))
 (and $x60 $x70))))
(assert
 (let (($x144 (= ctaid.z@A ctaid.z@B)))
(let (($x135 (= ctaid.y@A ctaid.y@B)))
(let (($x84 (= ctaid.x@A ctaid.x@B)))
(let (($x338 (and $x84 $x135 $x144)))
(not $x338))))))
(check-sat)
