; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (let ((?x240 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x240) (bvule ?x240 (_ bv6 32)))))
(assert
 (let ((?x211 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x213 (bvadd tid.x@A ?x211)))
(let ((?x273 (concat (_ bv0 31) ?x213)))
(let ((?x275 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x287 (bvmul (_ bv300 63) ?x275)))
(let ((?x290 (concat (bvadd ?x287 ?x273) (_ bv0 1))))
(let ((?x268 (bvadd base!out ?x290)))
(let (($x227 (bvule (_ bv300 9) (bvadd ((_ extract 8 0) tid.x@A) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@A))))))
(let (($x232 (not (or (not (= ((_ extract 31 9) ?x213) (_ bv0 23))) $x227))))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x233 (and $x209 $x232)))
(let (($x347 (and $x233 (or (not (bvule ?x290 (_ bv1798 64))) (and (distinct (bvand ?x268 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x236 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x239 (bvmul (_ bv4 64) ?x236)))
(let ((?x255 (mem!idx!32 ?x239)))
(let ((?x279 (concat (_ bv0 31) ?x255)))
(let ((?x280 (bvmul (_ bv300 63) ?x279)))
(let ((?x281 (bvadd ?x273 ?x280)))
(let ((?x282 (concat ?x281 (_ bv0 1))))
(let ((?x274 (bvadd base!x ?x282)))
(let (($x145 (and $x233 (or (not (bvule ?x282 (_ bv4198 64))) (and (distinct (bvand ?x274 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x622 (or (not (bvule ?x239 (_ bv8 64))) (and (distinct (bvand (bvadd base!idx ?x239) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x652 (and $x233 $x622)))
(or $x652 $x145 $x347)))))))))))))))))))))))))
(check-sat)
