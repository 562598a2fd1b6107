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
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x309 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x309) (bvule ?x309 (_ bv1024 32)))))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2809 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2809) (bvule ?x2809 (_ bv1024 32)))))
(assert
 (let (($x281 (= param!power (_ bv1 32))))
(let (($x464 (and $x281 (= ((_ extract 31 2) tid.x@A) (_ bv0 30)) (bvule ((_ extract 1 0) tid.x@A) (_ bv2 2)))))
(let (($x1781 (and $x281 (= ((_ extract 31 8) tid.x@A) (_ bv0 24)) (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8)))))
(let (($x1730 (and $x281 (= ((_ extract 4 3) tid.x@A) (_ bv0 2)))))
(let (($x823 (and $x281 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x686 (and $x281 (not (= ((_ extract 0 0) tid.x@A) (_ bv1 1))))))
(let (($x517 (and $x281 (= ((_ extract 31 5) tid.x@A) (_ bv0 27)) (bvule ((_ extract 4 0) tid.x@A) (_ bv23 5)))))
(let ((?x361 (concat (_ bv0 1) ((_ extract 31 3) tid.x@A) (_ bv0 2))))
(let ((?x319 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x370 (bvadd ?x319 ?x361)))
(let ((?x308 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x325 (mem!seq_lens!32 ?x308)))
(let (($x561 (and $x281 (not (bvule ?x325 (concat ((_ extract 31 2) ?x370) (_ bv3 2)))))))
(let (($x392 (and $x281 (not (bvule ?x325 (bvadd (_ bv2 32) ?x319 ?x361))))))
(let (($x462 (and $x281 (not (bvule ?x325 (bvadd (_ bv1 32) ?x319 ?x361))))))
(let (($x384 (and $x281 (not (bvule ?x325 ?x370)))))
(let (($x330 (and $x281 (not (bvule ?x325 (bvadd (concat (_ bv0 1) ((_ extract 31 1) tid.x@A)) ?x319))))))
(or $x281 $x330 $x384 $x330 $x330 $x330 $x330 $x384 $x462 $x392 $x561 $x517 $x517 $x517 $x823 $x823 $x823 $x686 $x823 $x686 $x823 $x686 $x823 $x1730 $x1730 $x1730 $x1730 $x1730 $x1730 $x1781 $x464 $x464)))))))))))))))))))
(check-sat)
