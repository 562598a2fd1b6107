; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (let ((?x460 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x375 (bvadd ?x460 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x375)) ?x375))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv3 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let ((?x383 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let ((?x442 ((_ extract 7 5) ?x383)))
(let (($x507 (bvule (_ bv4 3) ?x442)))
(let (($x440 (= ((_ extract 30 8) ?x383) (_ bv0 23))))
(let (($x447 (not $x440)))
(let (($x443 (or $x447 $x507)))
(let (($x156 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x164 (not $x156)))
(let ((?x158 ((_ extract 1 0) ctaid.y@A)))
(let (($x163 (= ?x158 (_ bv3 2))))
(let (($x418 (or $x163 $x164 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))))
(let (($x421 (not $x418)))
(let ((?x402 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x404 (bvule (_ bv512 10) (concat ?x402 (_ bv0 1)))))
(let (($x393 (= ((_ extract 30 9) ?x383) (_ bv0 22))))
(let (($x405 (not $x393)))
(let (($x409 (not (or $x405 $x404))))
(let (($x344 (= param!power (_ bv1 32))))
(and $x344 $x409 $x421 (not $x443)))))))))))))))))))))
(check-sat)
