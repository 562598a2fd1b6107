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
 (bvule base!x (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709536255 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9796 ((_ extract 15 0) (bvsub ?x9792 (_ bv0 64)))))
 (let ((?x9801 (bvurem ?x9796 (_ bv7680 16))))
 (let ((?x9803 ((_ zero_extend 16) (bvudiv ?x9801 (_ bv8 16)))))
 (let ((?x9810 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9801 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9881 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9810)) (concat ((_ extract 29 0) ?x9803) (_ bv0 2)))))
 (let ((?x9867 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9796 (_ bv7680 16)))) (_ bv0 2)))))
 (let ((?x9863 (concat (bvadd ?x9867 (concat (_ bv0 31) ?x9881)) (_ bv0 1))))
 (let ((?x9868 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9851 (or (not (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ?x9796 (_ bv7680 16)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ?x9796 (_ bv7680 16)))) (_ bv0 2))))))
 (let (($x9886 (or (not (= ((_ extract 31 10) ?x9881) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9810) (concat ((_ extract 7 0) ?x9803) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9893 (and $x9890 (bvult ((_ zero_extend 16) (bvudiv ?x9796 (_ bv7680 16))) (_ bv2 32)) (bvult ?x9803 (_ bv240 32)) $x9890 $x9890 (bvult ?x9810 (_ bv128 32)) (and $x231 (not $x9886) (= ((_ extract 4 0) ?x9810) (_ bv0 5)) (not $x9851)) (bvule ?x9863 ?x9792) (bvule ?x9868 (bvadd ?x9863 (_ bv2 64))))))
 (not $x9893))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9818 ((_ extract 15 0) (bvsub ?x9792 (_ bv1920 64)))))
 (let ((?x9811 (bvurem ?x9818 (_ bv7680 16))))
 (let ((?x9808 ((_ zero_extend 16) (bvudiv ?x9811 (_ bv8 16)))))
 (let ((?x9836 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9811 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9901 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9836)) (concat ((_ extract 29 0) ?x9808) (_ bv0 2)))))
 (let ((?x9908 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9818 (_ bv7680 16)))) (_ bv1 2)))))
 (let ((?x9934 (concat (bvadd ?x9908 (concat (_ bv0 31) ?x9901)) (_ bv0 1))))
 (let ((?x9868 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9931 (or (not (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ?x9818 (_ bv7680 16)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ?x9818 (_ bv7680 16)))) (_ bv1 2))))))
 (let (($x9895 (or (not (= ((_ extract 31 10) ?x9901) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9836) (concat ((_ extract 7 0) ?x9808) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9918 (and $x9890 (bvult ((_ zero_extend 16) (bvudiv ?x9818 (_ bv7680 16))) (_ bv2 32)) (bvult ?x9808 (_ bv240 32)) $x9890 $x9890 (bvult ?x9836 (_ bv128 32)) (and $x231 (not $x9895) (= ((_ extract 4 0) ?x9836) (_ bv0 5)) (not $x9931)) (bvule ?x9934 ?x9792) (bvule ?x9868 (bvadd ?x9934 (_ bv2 64))))))
 (not $x9918))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9826 ((_ extract 15 0) (bvsub ?x9792 (_ bv3840 64)))))
 (let ((?x9830 (bvurem ?x9826 (_ bv7680 16))))
 (let ((?x9828 ((_ zero_extend 16) (bvudiv ?x9830 (_ bv8 16)))))
 (let ((?x9849 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9830 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9936 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9849)) (concat ((_ extract 29 0) ?x9828) (_ bv0 2)))))
 (let ((?x9902 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9826 (_ bv7680 16)))) (_ bv2 2)))))
 (let ((?x9974 (concat (bvadd ?x9902 (concat (_ bv0 31) ?x9936)) (_ bv0 1))))
 (let ((?x9868 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9944 (or (not (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ?x9826 (_ bv7680 16)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ?x9826 (_ bv7680 16)))) (_ bv2 2))))))
 (let (($x9972 (or (not (= ((_ extract 31 10) ?x9936) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9849) (concat ((_ extract 7 0) ?x9828) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9962 (and $x9890 (bvult ((_ zero_extend 16) (bvudiv ?x9826 (_ bv7680 16))) (_ bv2 32)) (bvult ?x9828 (_ bv240 32)) $x9890 $x9890 (bvult ?x9849 (_ bv128 32)) (and $x231 (not $x9972) (= ((_ extract 4 0) ?x9849) (_ bv0 5)) (not $x9944)) (bvule ?x9974 ?x9792) (bvule ?x9868 (bvadd ?x9974 (_ bv2 64))))))
 (not $x9962))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9839 ((_ extract 15 0) (bvsub ?x9792 (_ bv5760 64)))))
(let ((?x9843 (bvurem ?x9839 (_ bv7680 16))))
(let ((?x9841 ((_ zero_extend 16) (bvudiv ?x9843 (_ bv8 16)))))
(let ((?x9862 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9843 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9988 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9862)) (concat ((_ extract 29 0) ?x9841) (_ bv0 2)))))
(let ((?x9978 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9839 (_ bv7680 16)))) (_ bv3 2)))))
(let ((?x10014 (concat (bvadd ?x9978 (concat (_ bv0 31) ?x9988)) (_ bv0 1))))
(let ((?x9868 (bvadd ?x9792 (_ bv2 64))))
(let (($x9979 (or (not (= ((_ extract 29 2) ((_ zero_extend 16) (bvudiv ?x9839 (_ bv7680 16)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ?x9839 (_ bv7680 16)))) (_ bv3 2))))))
(let (($x9998 (or (not (= ((_ extract 31 10) ?x9988) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9862) (concat ((_ extract 7 0) ?x9841) (_ bv0 2)))))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9993 (and $x9890 (bvult ((_ zero_extend 16) (bvudiv ?x9839 (_ bv7680 16))) (_ bv2 32)) (bvult ?x9841 (_ bv240 32)) $x9890 $x9890 (bvult ?x9862 (_ bv128 32)) (and $x231 (not $x9998) (= ((_ extract 4 0) ?x9862) (_ bv0 5)) (not $x9979)) (bvule ?x10014 ?x9792) (bvule ?x9868 (bvadd ?x10014 (_ bv2 64))))))
(not $x9993))))))))))))))))
(check-sat)
