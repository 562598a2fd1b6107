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
 (and (bvule (_ bv1 64) size!M) (bvule size!M (_ bv64 64))))
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
 (let (($x766 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let ((?x780 ((_ extract 4 0) tid.x@A)))
(let (($x830 (= ?x780 (_ bv0 5))))
(let (($x292 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x271 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x276 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x277 (bvadd ?x276 ?x271)))
(let (($x297 (not (or (not (= ((_ extract 31 9) ?x277) (_ bv0 23))) $x292))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x959 (and $x257 $x297 $x830 $x766)))
(let (($x813 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x773 (and $x257 $x297 $x830 $x813)))
(let (($x834 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x952 (and $x257 $x297 $x830 $x834)))
(let (($x762 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x851 (and $x257 $x297 $x830 $x762)))
(let ((?x804 (bvadd (bvmul (_ bv4 5) ((_ extract 4 0) v220@A)) (concat (_ bv0 3) ((_ extract 4 3) tid.x@A)))))
(let ((?x775 ((_ extract 4 3) tid.x@A)))
(let ((?x782 (concat (_ bv0 30) ?x775)))
(let (($x807 (or (not (= ((_ extract 31 5) (bvadd (bvmul (_ bv4 32) ((_ extract 31 0) v220@A)) ?x782)) (_ bv0 27))) (bvule (_ bv20 5) ?x804))))
(let (($x810 (not $x807)))
(let (($x811 (and $x257 $x297 $x810)))
(let (($x820 (and $x257 $x297 $x810 $x766)))
(let (($x819 (and $x257 $x297 $x810 $x813)))
(let (($x772 (and $x257 $x297 $x810 $x834)))
(let (($x795 (and $x257 $x297 $x810 $x762)))
(or $x795 $x772 $x819 $x820 $x811 $x811 $x811 $x851 $x952 $x773 $x959))))))))))))))))))))))))))))
(check-sat)
