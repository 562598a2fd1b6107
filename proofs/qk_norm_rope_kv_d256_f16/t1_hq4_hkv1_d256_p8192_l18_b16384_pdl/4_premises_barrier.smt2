; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv6 32)))
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
 (let (($x110 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x117 (not $x110)))
(let (($x352 (or $x117 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x353 (not $x352)))
(let (($x364 (or $x353 (not (or $x117 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x368 (and $x340 $x364)))
(or $x368 $x368 $x368 $x368 $x368)))))))))
(check-sat)
