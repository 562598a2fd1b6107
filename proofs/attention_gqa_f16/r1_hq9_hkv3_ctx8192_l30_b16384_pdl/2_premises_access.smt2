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
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x309 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x309) (bvule ?x309 (_ bv8192 32)))))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2807 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2807) (bvule ?x2807 (_ bv8192 32)))))
(assert
 (let (($x281 (= param!power (_ bv1 32))))
(let (($x397 (and $x281 (= ((_ extract 31 2) tid.x@A) (_ bv0 30)) (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2)))))
(let (($x1780 (and $x281 (= ((_ extract 31 8) tid.x@A) (_ bv0 24)) (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8)))))
(let (($x1729 (and $x281 (= ((_ extract 4 3) tid.x@A) (_ bv0 2)))))
(let (($x822 (and $x281 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x671 (and $x281 (not (= ((_ extract 0 0) tid.x@A) (_ bv1 1))))))
(let (($x595 (and $x281 (= ((_ extract 31 5) tid.x@A) (_ bv0 27)) (bvule ((_ extract 4 0) tid.x@A) (_ bv23 5)))))
(let ((?x364 (concat (_ bv0 1) ((_ extract 31 3) tid.x@A) (_ bv0 2))))
(let ((?x319 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x362 (bvadd ?x319 ?x364)))
(let ((?x308 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x325 (mem!seq_lens!32 ?x308)))
(let (($x462 (and $x281 (not (bvule ?x325 (concat ((_ extract 31 2) ?x362) (_ bv3 2)))))))
(let (($x523 (and $x281 (not (bvule ?x325 (bvadd (_ bv2 32) ?x319 ?x364))))))
(let (($x498 (and $x281 (not (bvule ?x325 (bvadd (_ bv1 32) ?x319 ?x364))))))
(let (($x384 (and $x281 (not (bvule ?x325 ?x362)))))
(let (($x330 (and $x281 (not (bvule ?x325 (bvadd (concat (_ bv0 1) ((_ extract 31 1) tid.x@A)) ?x319))))))
(or $x281 $x330 $x384 $x330 $x330 $x330 $x330 $x384 $x498 $x523 $x462 $x595 $x595 $x595 $x822 $x822 $x822 $x671 $x822 $x671 $x822 $x671 $x822 $x1729 $x1729 $x1729 $x1729 $x1729 $x1729 $x1780 $x397 $x397)))))))))))))))))))
(check-sat)
