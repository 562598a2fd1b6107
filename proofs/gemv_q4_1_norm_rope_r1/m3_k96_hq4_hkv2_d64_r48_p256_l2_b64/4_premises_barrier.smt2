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
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x460 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x375 (bvadd ?x460 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x375)) ?x375))))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1128 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x1129 (bvadd ?x1128 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x1129)) ?x1129))))
(assert
 (let (($x2399 (= ctaid.z@A ctaid.z@B)))
 (let (($x1560 (= ctaid.y@A ctaid.y@B)))
 (let (($x2078 (= ctaid.x@A ctaid.x@B)))
 (and $x2078 $x1560 $x2399)))))
(assert
 (let ((?x402 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let ((?x383 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x405 (not (= ((_ extract 30 9) ?x383) (_ bv0 22)))))
(let (($x409 (not (or $x405 (bvule (_ bv512 10) (concat ?x402 (_ bv0 1)))))))
(let (($x344 (= param!power (_ bv1 32))))
(let (($x410 (and $x344 $x409)))
(let ((?x158 ((_ extract 1 0) ctaid.y@A)))
(let (($x163 (= ?x158 (_ bv3 2))))
(let (($x156 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x164 (not $x156)))
(let (($x165 (or $x164 $x163)))
(let (($x166 (not $x165)))
(let (($x623 (and $x344 $x409 $x166)))
(or $x623 $x623 $x623 $x623 $x623 $x410 $x410 $x410 $x410 $x410 $x410 $x410 $x410 $x410 $x410)))))))))))))))
(check-sat)
