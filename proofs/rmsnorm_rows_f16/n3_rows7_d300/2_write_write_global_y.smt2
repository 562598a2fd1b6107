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
 (let ((?x2310 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2310) (bvule ?x2310 (_ bv6 32)))))
(assert
 (let (($x152 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x61 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x2191 (bvadd (_ bv256 32) tid.x@A)))
 (let ((?x2205 (concat (_ bv0 31) ?x2191)))
 (let ((?x1131 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x2228 (concat (bvadd ?x1131 ?x2205) (_ bv0 1))))
 (let (($x1232 (= off!ww_global_y_A ?x2228)))
 (let (($x2184 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x2188 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x2184))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x2189 (and $x230 $x2188)))
 (let ((?x1133 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1131) (_ bv0 1))))
 (let (($x62 (= off!ww_global_y_A ?x1133)))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x75 (not $x68)))
 (let (($x1088 (not (or $x75 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1089 (and $x230 $x1088)))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x1089 $x62 $x61 $x152)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x2189 $x1232 $x61 $x152)))))))))))))))))))))
(assert
 (let (($x155 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x169 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x2270 (bvadd (_ bv256 32) tid.x@B)))
 (let ((?x2268 (concat (_ bv0 31) ?x2270)))
 (let ((?x2264 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x2260 (concat (bvadd ?x2264 ?x2268) (_ bv0 1))))
 (let (($x168 (= off!ww_global_y_B ?x2260)))
 (let (($x2280 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x2274 (not (and (bvule tid.x@B (_ bv4294967039 32)) $x2280))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x2272 (and $x230 $x2274)))
 (let ((?x2568 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x2264) (_ bv0 1))))
 (let (($x186 (= off!ww_global_y_B ?x2568)))
 (let (($x2220 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2218 (not $x2220)))
 (let (($x2221 (not (or $x2218 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1078 (and $x230 $x2221)))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1078 $x186 $x169 $x155)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x2272 $x168 $x169 $x155)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x122 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x92 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x92) (bvult off!ww_global_y_B ?x122)))))
(check-sat)
