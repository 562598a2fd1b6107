; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun v220@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!M) (bvule size!M (_ bv127 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x54 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x54)))
(assert
 (bvule v220@A (_ bv4 64)))
(assert
 (let (($x763 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let ((?x777 ((_ extract 4 0) tid.x@A)))
(let (($x827 (= ?x777 (_ bv0 5))))
(let (($x289 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x268 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x273 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x274 (bvadd ?x273 ?x268)))
(let (($x294 (not (or (not (= ((_ extract 31 9) ?x274) (_ bv0 23))) $x289))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x956 (and $x254 $x294 $x827 $x763)))
(let (($x810 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x770 (and $x254 $x294 $x827 $x810)))
(let (($x831 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x949 (and $x254 $x294 $x827 $x831)))
(let (($x759 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x848 (and $x254 $x294 $x827 $x759)))
(let ((?x801 (bvadd (bvmul (_ bv4 5) ((_ extract 4 0) v220@A)) (concat (_ bv0 3) ((_ extract 4 3) tid.x@A)))))
(let ((?x772 ((_ extract 4 3) tid.x@A)))
(let ((?x779 (concat (_ bv0 30) ?x772)))
(let (($x804 (or (not (= ((_ extract 31 5) (bvadd (bvmul (_ bv4 32) ((_ extract 31 0) v220@A)) ?x779)) (_ bv0 27))) (bvule (_ bv20 5) ?x801))))
(let (($x807 (not $x804)))
(let (($x808 (and $x254 $x294 $x807)))
(let (($x817 (and $x254 $x294 $x807 $x763)))
(let (($x816 (and $x254 $x294 $x807 $x810)))
(let (($x769 (and $x254 $x294 $x807 $x831)))
(let (($x792 (and $x254 $x294 $x807 $x759)))
(or $x792 $x769 $x816 $x817 $x808 $x808 $x808 $x848 $x949 $x770 $x956))))))))))))))))))))))))))))
(check-sat)
