; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv120 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x361 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x433 (bvadd ?x361 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x433)) ?x433))))
(assert
 (bvult ctaid.x@B (_ bv120 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1868 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x1869 (bvadd ?x1868 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x1869)) ?x1869))))
(assert
 (let (($x3485 (= ctaid.z@A ctaid.z@B)))
 (let (($x3399 (= ctaid.y@A ctaid.y@B)))
 (let (($x3463 (= ctaid.x@A ctaid.x@B)))
 (and $x3463 $x3399 $x3485)))))
(assert
 (let ((?x398 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let ((?x379 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x401 (not (= ((_ extract 30 9) ?x379) (_ bv0 22)))))
(let (($x405 (not (or $x401 (bvule (_ bv960 10) (concat ?x398 (_ bv0 1)))))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x406 (and $x340 $x405)))
(let ((?x154 ((_ extract 0 0) ctaid.y@A)))
(let (($x158 (= ?x154 (_ bv1 1))))
(let (($x153 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x159 (not $x153)))
(let (($x160 (or $x159 $x158)))
(let (($x161 (not $x160)))
(let (($x359 (and $x340 $x405 $x161)))
(or $x359 $x359 $x359 $x359 $x359 $x406 $x406 $x406 $x406 $x406 $x406 $x406 $x406 $x406 $x406)))))))))))))))
(check-sat)
