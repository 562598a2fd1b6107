; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv8192 64) size!M))))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!M)))
 (bvult ctaid.y@A ?x44)))
(assert
 (let ((?x223 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
(let ((?x279 (concat (_ bv0 31) ?x223)))
(let ((?x335 (bvmul (_ bv2048 63) (concat (_ bv0 31) ctaid.y@A))))
(let ((?x338 (concat (bvadd ?x335 ?x279) (_ bv0 1))))
(let ((?x324 (bvadd base!out ?x338)))
(let (($x601 (or (bvult (bvmul (_ bv4096 64) size!M) (_ bv2 64)) (not (bvule ?x338 (bvsub (bvmul (_ bv4096 64) size!M) (_ bv2 64)))))))
(let (($x241 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@A) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@A))))))
(let (($x246 (not (or (not (= ((_ extract 31 12) ?x223) (_ bv0 20))) $x241))))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x247 (and $x219 $x246)))
(let (($x604 (and $x247 (or $x601 (and (distinct (bvand ?x324 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x293 (concat (bvadd ?x279 (concat (bvmul (_ bv2048 62) (concat (_ bv0 30) ctaid.y@A)) (_ bv0 1))) (_ bv0 1))))
(let ((?x256 (bvadd (_ bv4096 64) base!gu ?x293)))
(let ((?x18 (bvmul (_ bv8192 64) size!M)))
(let (($x395 (bvult ?x18 (_ bv2 64))))
(let (($x596 (or (or $x395 (not (bvule (bvadd (_ bv4096 64) ?x293) (bvsub ?x18 (_ bv2 64))))) (and (distinct (bvand ?x256 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x597 (and $x247 $x596)))
(let (($x727 (or (or $x395 (not (bvule ?x293 (bvsub ?x18 (_ bv2 64))))) (and (distinct (bvand (bvadd base!gu ?x293) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x481 (and $x247 $x727)))
(or $x481 $x597 $x604)))))))))))))))))))))
(check-sat)
