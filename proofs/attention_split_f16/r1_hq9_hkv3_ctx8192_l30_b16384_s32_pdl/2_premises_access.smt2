; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x295 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x295) (bvule ?x295 (_ bv8192 32)))))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x7710 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7710) (bvule ?x7710 (_ bv8192 32)))))
(assert
 (let (($x280 (= param!power (_ bv1 32))))
(let (($x5499 (and $x280 (= tid.x@A (_ bv0 32)))))
(let (($x2547 (and $x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x5737 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
(let (($x5759 (and $x280 $x5737)))
(let (($x5643 (and $x280 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x305 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x2951 (bvadd (_ bv4096 32) tid.x@A ?x305)))
(let ((?x294 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x307 (mem!seq_lens!32 ?x294)))
(let ((?x306 (bvadd tid.x@A ?x305)))
(let (($x308 (bvule ?x307 ?x306)))
(let (($x311 (not $x308)))
(let (($x2940 (and $x280 $x311 (not (bvule ?x307 ?x2951)))))
(let (($x312 (and $x280 $x311)))
(or $x280 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x312 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x2940 $x5643 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x5643 $x5759 $x2547 $x5499 $x5499)))))))))))))))))
(check-sat)
