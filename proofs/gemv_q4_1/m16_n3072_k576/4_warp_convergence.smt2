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
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv768 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x169 (= ctaid.z@A ctaid.z@B)))
 (let (($x82 (= ctaid.y@A ctaid.y@B)))
 (let (($x2773 (= ctaid.x@A ctaid.x@B)))
 (and $x2773 $x82 $x169)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2859 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2898 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2898 (_ bv5 32)) (bvlshr ?x2859 (_ bv5 32))))))
(assert
 (let (($x2131 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2133 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2135 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2136 (bvadd ?x2135 ?x2133)))
(let (($x2141 (not (or (not (= ((_ extract 31 12) ?x2136) (_ bv0 20))) $x2131))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x2142 (and $x211 $x2141)))
(let ((?x2859 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x117 (bvand ?x2859 (_ bv31 32))))
(let (($x247 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 12) ?x232) (_ bv0 20))) $x247))))
(let (($x253 (and $x211 $x252)))
(let (($x2855 (and $x253 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x117))) (not $x2142))))
(let (($x2552 (or $x2855)))
(or $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552 $x2552)))))))))))))))))))
(check-sat)
