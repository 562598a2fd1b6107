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
 (let (($x1154 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x1153 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x364 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1946 (concat (bvadd ?x364 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x1166 (= off!ww_global_y_A ?x1946)))
 (let (($x1919 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x1923 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x1919))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1924 (and $x207 $x1923)))
 (let ((?x1076 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x364) (_ bv0 1))))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x68 (not $x61)))
 (let (($x1050 (not (or $x68 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1051 (and $x207 $x1050)))
 (let (($x122 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x1051 (= off!ww_global_y_A ?x1076) $x1153 $x1154))))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) $x122 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1924 $x1166 $x1153 $x1154)))))))))))))))))))
(assert
 (let (($x1203 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x1202 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1987 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1983 (concat (bvadd ?x1987 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x1119 (= off!ww_global_y_B ?x1983)))
 (let (($x2003 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x1997 (not (and (bvule tid.x@B (_ bv4294967039 32)) $x2003))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1995 (and $x207 $x1997)))
 (let ((?x224 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1987) (_ bv0 1))))
 (let (($x1201 (= off!ww_global_y_B ?x224)))
 (let (($x1965 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x1954 (not $x1965)))
 (let (($x1961 (not (or $x1954 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1957 (and $x207 $x1961)))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1957 $x1201 $x1202 $x1203)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1995 $x1119 $x1202 $x1203)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1148 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x186 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x186) $x1148))))
(check-sat)
