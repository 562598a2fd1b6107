; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv6 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x358 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x355)) ?x355))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv6 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x822 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let ((?x955 (bvadd ?x822 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x955)) ?x955))))
(assert
 (let (($x1599 (= ctaid.z@A ctaid.z@B)))
 (let (($x3320 (= ctaid.y@A ctaid.y@B)))
 (let (($x3562 (= ctaid.x@A ctaid.x@B)))
 (and $x3562 $x3320 $x1599)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3525 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv32 32))) (bvmul tid.z@B (_ bv192 32)))))
 (let ((?x3377 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv192 32)))))
 (= (bvlshr ?x3377 (_ bv5 32)) (bvlshr ?x3525 (_ bv5 32))))))
(assert
 (let (($x977 (= ((_ extract 31 3) tid.y@B) (_ bv0 29))))
(let (($x978 (not $x977)))
(let (($x982 (or $x978 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
(let (($x983 (not $x982)))
(let (($x984 (or $x983 (not (or $x978 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@B)))))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x985 (and $x340 $x984)))
(let (($x2914 (not $x985)))
(let ((?x3525 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv32 32))) (bvmul tid.z@B (_ bv192 32)))))
(let ((?x3483 (bvand ?x3525 (_ bv31 32))))
(let (($x110 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x117 (not $x110)))
(let (($x352 (or $x117 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x353 (not $x352)))
(let (($x364 (or $x353 (not (or $x117 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x368 (and $x340 $x364)))
(let (($x3537 (and $x368 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3483))) $x2914)))
(let (($x2746 (or $x3537)))
(or $x2746 $x2746 $x2746 $x2746 $x2746))))))))))))))))))))
(check-sat)
