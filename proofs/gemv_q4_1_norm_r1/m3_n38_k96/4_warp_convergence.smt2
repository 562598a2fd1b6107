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
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1626 (= ctaid.z@A ctaid.z@B)))
 (let (($x908 (= ctaid.y@A ctaid.y@B)))
 (let (($x204 (= ctaid.x@A ctaid.x@B)))
 (and $x204 $x908 $x1626)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x944 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x938 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x938 (_ bv5 32)) (bvlshr ?x944 (_ bv5 32))))))
(assert
 (let (($x731 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x733 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x735 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x736 (bvadd ?x735 ?x733)))
(let (($x741 (not (or (not (= ((_ extract 31 6) ?x736) (_ bv0 26))) $x731))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x742 (and $x233 $x741)))
(let ((?x944 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x962 (bvand ?x944 (_ bv31 32))))
(let (($x1106 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x962)))))
(let (($x269 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x248 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x253 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x254 (bvadd ?x253 ?x248)))
(let (($x274 (not (or (not (= ((_ extract 31 6) ?x254) (_ bv0 26))) $x269))))
(let (($x275 (and $x233 $x274)))
(let (($x954 (and $x275 $x1106 (not $x742))))
(let (($x49 (or $x954)))
(let ((?x743 ((_ extract 1 0) ctaid.y@B)))
(let (($x744 (= ?x743 (_ bv3 2))))
(let (($x746 (= ((_ extract 31 2) ctaid.y@B) (_ bv0 30))))
(let (($x747 (not $x746)))
(let (($x748 (or $x747 $x744)))
(let (($x749 (not $x748)))
(let (($x750 (and $x233 $x741 $x749)))
(let ((?x130 ((_ extract 1 0) ctaid.y@A)))
(let (($x135 (= ?x130 (_ bv3 2))))
(let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x136 (not $x128)))
(let (($x137 (or $x136 $x135)))
(let (($x138 (not $x137)))
(let (($x311 (and $x233 $x274 $x138)))
(let (($x199 (and $x311 $x1106 (not $x750))))
(let (($x882 (or $x199)))
(or $x882 $x882 $x882 $x882 $x882 $x49 $x49 $x49 $x49 $x49))))))))))))))))))))))))))))))))))))
(check-sat)
