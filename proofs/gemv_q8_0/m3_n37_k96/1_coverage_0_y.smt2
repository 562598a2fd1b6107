; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709547841 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x2104 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3127 ((_ extract 15 0) (bvsub ?x2104 (_ bv0 64)))))
 (let ((?x520 ((_ zero_extend 16) (bvudiv ?x3127 (_ bv8 16)))))
 (let ((?x205 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3127 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x308 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x205)) (concat ((_ extract 29 0) ?x520) (_ bv0 2)))))
 (let ((?x254 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x308))))
 (let ((?x1669 (concat ?x254 (_ bv0 1))))
 (let ((?x671 (bvadd ?x2104 (_ bv2 64))))
 (let ((?x1661 ((_ extract 29 0) (_ bv0 32))))
 (let (($x204 (= ?x1661 (_ bv0 30))))
 (let (($x1693 (or (not (= ((_ extract 31 6) ?x308) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x205) (concat ((_ extract 3 0) ?x520) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x645 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x565 (and $x645 $x645 (bvult ?x520 (_ bv10 32)) $x645 $x645 (bvult ?x205 (_ bv128 32)) (and $x208 (not $x1693) (= ((_ extract 4 0) ?x205) (_ bv0 5)) $x204) (bvule ?x1669 ?x2104) (bvule ?x671 (bvadd ?x1669 (_ bv2 64))))))
 (not $x565))))))))))))))))
(assert
 (let ((?x2104 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x210 ((_ extract 15 0) (bvsub ?x2104 (_ bv74 64)))))
 (let ((?x2010 ((_ zero_extend 16) (bvudiv ?x210 (_ bv8 16)))))
 (let ((?x601 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x210 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x236 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x601)) (concat ((_ extract 29 0) ?x2010) (_ bv0 2)))))
 (let ((?x701 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x236))))
 (let ((?x687 (concat ?x701 (_ bv0 1))))
 (let ((?x671 (bvadd ?x2104 (_ bv2 64))))
 (let ((?x1661 ((_ extract 29 0) (_ bv0 32))))
 (let (($x204 (= ?x1661 (_ bv0 30))))
 (let (($x721 (or (not (= ((_ extract 31 6) ?x236) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x601) (concat ((_ extract 3 0) ?x2010) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x645 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1749 (and $x645 $x645 (bvult ?x2010 (_ bv10 32)) $x645 $x645 (bvult ?x601 (_ bv128 32)) (and $x208 (not $x721) (= ((_ extract 4 0) ?x601) (_ bv0 5)) $x204) (bvule ?x687 ?x2104) (bvule ?x671 (bvadd ?x687 (_ bv2 64))))))
 (not $x1749))))))))))))))))
(assert
 (let ((?x2104 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1657 ((_ extract 15 0) (bvsub ?x2104 (_ bv148 64)))))
(let ((?x2039 ((_ zero_extend 16) (bvudiv ?x1657 (_ bv8 16)))))
(let ((?x631 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1657 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x739 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x631)) (concat ((_ extract 29 0) ?x2039) (_ bv0 2)))))
(let ((?x337 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x739))))
(let ((?x260 (concat ?x337 (_ bv0 1))))
(let ((?x671 (bvadd ?x2104 (_ bv2 64))))
(let ((?x1661 ((_ extract 29 0) (_ bv0 32))))
(let (($x204 (= ?x1661 (_ bv0 30))))
(let (($x487 (or (not (= ((_ extract 31 6) ?x739) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x631) (concat ((_ extract 3 0) ?x2039) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x645 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x775 (and $x645 $x645 (bvult ?x2039 (_ bv10 32)) $x645 $x645 (bvult ?x631 (_ bv128 32)) (and $x208 (not $x487) (= ((_ extract 4 0) ?x631) (_ bv0 5)) $x204) (bvule ?x260 ?x2104) (bvule ?x671 (bvadd ?x260 (_ bv2 64))))))
(not $x775))))))))))))))))
(check-sat)
