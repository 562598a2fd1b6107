; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv256 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x4080 (= ctaid.z@A ctaid.z@B)))
 (let (($x4737 (= ctaid.y@A ctaid.y@B)))
 (let (($x144 (= ctaid.x@A ctaid.x@B)))
 (and $x144 $x4737 $x4080)))))
(assert
 (let (($x411 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x387 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x389 ((_ extract 31 5) tid.x@A)))
(let ((?x390 (concat (_ bv0 5) ?x389)))
(let ((?x391 (bvadd ?x390 ?x387)))
(let (($x413 (or (not (= ((_ extract 31 12) ?x391) (_ bv0 20))) $x411)))
(let (($x1875 (not $x413)))
(let (($x309 (= param!power (_ bv1 32))))
(let (($x1876 (and $x309 $x1875)))
(let (($x727 (= ?x389 (_ bv0 27))))
(let (($x732 (and $x309 $x727)))
(or $x309 $x309 $x309 $x309 $x309 $x732 $x732 $x732 $x732 $x732 $x732 $x732 $x732 $x732 $x732 $x1876 $x1876 $x1876 $x1876 $x1876 $x1876 $x1876 $x1876 $x1876 $x1876)))))))))))))
(check-sat)
