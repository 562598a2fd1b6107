; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x307 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x307) (bvule ?x307 (_ bv4096 32)))))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2809 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2809) (bvule ?x2809 (_ bv4096 32)))))
(assert
 (let (($x280 (= param!power (_ bv1 32))))
(let (($x1793 (and $x280 (= ((_ extract 31 2) tid.x@A) (_ bv0 30)) (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2)))))
(let (($x1780 (and $x280 (= ((_ extract 31 8) tid.x@A) (_ bv0 24)) (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8)))))
(let (($x1729 (and $x280 (= ((_ extract 4 3) tid.x@A) (_ bv0 2)))))
(let (($x823 (and $x280 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x671 (and $x280 (not (= ((_ extract 0 0) tid.x@A) (_ bv1 1))))))
(let (($x560 (and $x280 (= ((_ extract 31 5) tid.x@A) (_ bv0 27)) (bvule ((_ extract 4 0) tid.x@A) (_ bv23 5)))))
(let ((?x363 (concat (_ bv0 1) ((_ extract 31 3) tid.x@A) (_ bv0 2))))
(let ((?x317 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x378 (bvadd ?x317 ?x363)))
(let ((?x306 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x323 (mem!seq_lens!32 ?x306)))
(let (($x439 (and $x280 (not (bvule ?x323 (concat ((_ extract 31 2) ?x378) (_ bv3 2)))))))
(let (($x353 (and $x280 (not (bvule ?x323 (bvadd (_ bv2 32) ?x317 ?x363))))))
(let (($x523 (and $x280 (not (bvule ?x323 (bvadd (_ bv1 32) ?x317 ?x363))))))
(let (($x383 (and $x280 (not (bvule ?x323 ?x378)))))
(let (($x328 (and $x280 (not (bvule ?x323 (bvadd (concat (_ bv0 1) ((_ extract 31 1) tid.x@A)) ?x317))))))
(or $x280 $x328 $x383 $x328 $x328 $x328 $x328 $x383 $x523 $x353 $x439 $x560 $x560 $x560 $x823 $x823 $x823 $x671 $x823 $x671 $x823 $x671 $x823 $x1729 $x1729 $x1729 $x1729 $x1729 $x1729 $x1780 $x1793 $x1793)))))))))))))))))))
(check-sat)
