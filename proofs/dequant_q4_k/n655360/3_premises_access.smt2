; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2560 32)))
(assert
 (let (($x206 (bvule (_ bv655360 20) (bvadd ((_ extract 19 0) tid.x@A) (bvmul (_ bv256 20) ((_ extract 19 0) ctaid.x@A))))))
(let (($x208 (or (not (= ((_ extract 31 20) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 12))) $x206)))
(let (($x211 (not $x208)))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x316 (and $x184 $x211 (not (bvule (_ bv4 3) ((_ extract 7 5) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))))
(let ((?x188 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
(let ((?x303 ((_ extract 7 5) ?x188)))
(let (($x314 (bvule (_ bv4 3) ?x303)))
(let (($x318 (and $x184 $x211 $x314)))
(or $x212 $x212 $x318 $x318 $x318 $x316 $x316 $x212 $x212))))))))))))
(check-sat)
