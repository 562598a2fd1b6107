; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv384 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x287 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x2244 (not (or $x287 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x656 ((_ extract 4 0) tid.x@A)))
(let (($x4068 (= ?x656 (_ bv0 5))))
(let (($x272 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x248 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x253 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x254 (bvadd ?x253 ?x248)))
(let (($x277 (not (or (not (= ((_ extract 31 11) ?x254) (_ bv0 21))) $x272))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x4450 (and $x230 $x277 $x4068 $x2244)))
(let (($x1616 (not (or $x287 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3493 (and $x230 $x277 $x4068 $x1616)))
(let (($x986 (not (or $x287 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x5344 (and $x230 $x277 $x4068 $x986)))
(let (($x291 (not (or $x287 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x5390 (and $x230 $x277 $x4068 $x291)))
(or $x5390 $x5344 $x3493 $x4450)))))))))))))))))))
(check-sat)
