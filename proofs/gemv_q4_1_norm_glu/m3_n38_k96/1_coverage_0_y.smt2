; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
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
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551501 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv19 64)))
(assert
 (let ((?x10645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x10707 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x10668 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x10645 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x10660 (bvadd ?x10668 (_ bv0 32))))
 (let ((?x10712 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10660)) ?x10707)))
 (let ((?x10693 (bvadd (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x10712))))
 (let ((?x10719 ((_ extract 29 0) (_ bv0 32))))
 (let (($x10673 (= ?x10719 (_ bv0 30))))
 (let ((?x10721 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x10706 (or (not (= ((_ extract 31 5) ?x10712) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x10660) ?x10721)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x10701 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x10725 (and $x10701 $x10701 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv0 64))) (_ bv8 16))) (_ bv5 32)) $x10701 $x10701 (bvult ?x10660 (_ bv128 32)) (and $x230 (not $x10706) (= ((_ extract 4 0) ?x10660) (_ bv0 5)) $x10673) (= (concat ?x10693 (_ bv0 1)) ?x10645))))
 (not $x10725)))))))))))))))
(assert
 (let ((?x10645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x10681 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv38 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x10678 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x10645 (_ bv38 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x10672 (bvadd ?x10678 (_ bv0 32))))
 (let ((?x10752 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10672)) ?x10681)))
 (let ((?x10760 (bvadd (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x10752))))
 (let ((?x10719 ((_ extract 29 0) (_ bv0 32))))
 (let (($x10673 (= ?x10719 (_ bv0 30))))
 (let ((?x10694 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv38 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x10703 (or (not (= ((_ extract 31 5) ?x10752) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x10672) ?x10694)))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x10701 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x10659 (and $x10701 $x10701 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv38 64))) (_ bv8 16))) (_ bv5 32)) $x10701 $x10701 (bvult ?x10672 (_ bv128 32)) (and $x230 (not $x10703) (= ((_ extract 4 0) ?x10672) (_ bv0 5)) $x10673) (= (concat ?x10760 (_ bv0 1)) ?x10645))))
 (not $x10659)))))))))))))))
(assert
 (let ((?x10645 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv38 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x10717 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x10688 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x10645 (_ bv76 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x10685 (bvadd ?x10688 (_ bv0 32))))
(let ((?x10777 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10685)) ?x10717)))
(let ((?x10783 (bvadd (bvmul (_ bv19 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x10777))))
(let ((?x10719 ((_ extract 29 0) (_ bv0 32))))
(let (($x10673 (= ?x10719 (_ bv0 30))))
(let ((?x10756 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x10747 (or (not (= ((_ extract 31 5) ?x10777) (_ bv0 27))) (bvule (_ bv19 5) (bvadd ((_ extract 9 5) ?x10685) ?x10756)))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x10701 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10796 (and $x10701 $x10701 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x10645 (_ bv76 64))) (_ bv8 16))) (_ bv5 32)) $x10701 $x10701 (bvult ?x10685 (_ bv128 32)) (and $x230 (not $x10747) (= ((_ extract 4 0) ?x10685) (_ bv0 5)) $x10673) (= (concat ?x10783 (_ bv0 1)) ?x10645))))
(not $x10796)))))))))))))))
(check-sat)
