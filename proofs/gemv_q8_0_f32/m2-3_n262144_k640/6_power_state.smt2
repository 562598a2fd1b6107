; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv3 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv65536 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x800 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let ((?x758 ((_ extract 4 0) tid.x@A)))
(let (($x814 (= ?x758 (_ bv0 5))))
(let (($x284 (bvule (_ bv262144 19) (bvadd ((_ extract 23 5) tid.x@A) (concat ((_ extract 16 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x263 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x268 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x269 (bvadd ?x268 ?x263)))
(let (($x289 (not (or (not (= ((_ extract 31 19) ?x269) (_ bv0 13))) $x284))))
(let (($x249 (= param!power (_ bv1 32))))
(let (($x787 (and $x249 $x289 $x814 $x800)))
(let (($x805 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x947 (and $x249 $x289 $x814 $x805)))
(let (($x827 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x951 (and $x249 $x289 $x814 $x827)))
(let (($x755 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x820 (and $x249 $x289 $x814 $x755)))
(or $x820 $x951 $x947 $x787))))))))))))))))))
(check-sat)
