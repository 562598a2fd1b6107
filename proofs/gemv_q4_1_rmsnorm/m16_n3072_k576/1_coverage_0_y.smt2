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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709453311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9805 ((_ extract 17 0) (bvsub ?x9792 (_ bv0 64)))))
 (let ((?x9799 (bvurem ?x9805 (_ bv24576 18))))
 (let ((?x9798 ((_ zero_extend 14) (bvudiv ?x9799 (_ bv8 18)))))
 (let ((?x9818 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9799 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9846 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9818)) (concat ((_ extract 29 0) ?x9798) (_ bv0 2)))))
 (let ((?x9872 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9805 (_ bv24576 18)))) (_ bv0 2)))))
 (let ((?x9869 (concat (bvadd ?x9872 (concat (_ bv0 31) ?x9846)) (_ bv0 1))))
 (let ((?x9881 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9855 (or (not (= ((_ extract 29 3) ((_ zero_extend 14) (bvudiv ?x9805 (_ bv24576 18)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 14) (bvudiv ?x9805 (_ bv24576 18)))) (_ bv0 2))))))
 (let (($x9886 (or (not (= ((_ extract 31 12) ?x9846) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9818) (concat ((_ extract 9 0) ?x9798) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9893 (and $x9890 (bvult ((_ zero_extend 14) (bvudiv ?x9805 (_ bv24576 18))) (_ bv4 32)) (bvult ?x9798 (_ bv768 32)) $x9890 $x9890 (bvult ?x9818 (_ bv128 32)) (and $x232 (not $x9886) (= ((_ extract 4 0) ?x9818) (_ bv0 5)) (not $x9855)) (bvule ?x9869 ?x9792) (bvule ?x9881 (bvadd ?x9869 (_ bv2 64))))))
 (not $x9893))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9815 ((_ extract 17 0) (bvsub ?x9792 (_ bv6144 64)))))
 (let ((?x9823 (bvurem ?x9815 (_ bv24576 18))))
 (let ((?x9822 ((_ zero_extend 14) (bvudiv ?x9823 (_ bv8 18)))))
 (let ((?x9836 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9823 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9926 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9836)) (concat ((_ extract 29 0) ?x9822) (_ bv0 2)))))
 (let ((?x9906 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9815 (_ bv24576 18)))) (_ bv1 2)))))
 (let ((?x9899 (concat (bvadd ?x9906 (concat (_ bv0 31) ?x9926)) (_ bv0 1))))
 (let ((?x9881 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9919 (or (not (= ((_ extract 29 3) ((_ zero_extend 14) (bvudiv ?x9815 (_ bv24576 18)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 14) (bvudiv ?x9815 (_ bv24576 18)))) (_ bv1 2))))))
 (let (($x9922 (or (not (= ((_ extract 31 12) ?x9926) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9836) (concat ((_ extract 9 0) ?x9822) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9900 (and $x9890 (bvult ((_ zero_extend 14) (bvudiv ?x9815 (_ bv24576 18))) (_ bv4 32)) (bvult ?x9822 (_ bv768 32)) $x9890 $x9890 (bvult ?x9836 (_ bv128 32)) (and $x232 (not $x9922) (= ((_ extract 4 0) ?x9836) (_ bv0 5)) (not $x9919)) (bvule ?x9899 ?x9792) (bvule ?x9881 (bvadd ?x9899 (_ bv2 64))))))
 (not $x9900))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9820 ((_ extract 17 0) (bvsub ?x9792 (_ bv12288 64)))))
 (let ((?x9835 (bvurem ?x9820 (_ bv24576 18))))
 (let ((?x9814 ((_ zero_extend 14) (bvudiv ?x9835 (_ bv8 18)))))
 (let ((?x9850 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9835 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9943 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9850)) (concat ((_ extract 29 0) ?x9814) (_ bv0 2)))))
 (let ((?x9948 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9820 (_ bv24576 18)))) (_ bv2 2)))))
 (let ((?x9939 (concat (bvadd ?x9948 (concat (_ bv0 31) ?x9943)) (_ bv0 1))))
 (let ((?x9881 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9946 (or (not (= ((_ extract 29 3) ((_ zero_extend 14) (bvudiv ?x9820 (_ bv24576 18)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 14) (bvudiv ?x9820 (_ bv24576 18)))) (_ bv2 2))))))
 (let (($x9965 (or (not (= ((_ extract 31 12) ?x9943) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9850) (concat ((_ extract 9 0) ?x9814) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9940 (and $x9890 (bvult ((_ zero_extend 14) (bvudiv ?x9820 (_ bv24576 18))) (_ bv4 32)) (bvult ?x9814 (_ bv768 32)) $x9890 $x9890 (bvult ?x9850 (_ bv128 32)) (and $x232 (not $x9965) (= ((_ extract 4 0) ?x9850) (_ bv0 5)) (not $x9946)) (bvule ?x9939 ?x9792) (bvule ?x9881 (bvadd ?x9939 (_ bv2 64))))))
 (not $x9940))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9832 ((_ extract 17 0) (bvsub ?x9792 (_ bv18432 64)))))
(let ((?x9847 (bvurem ?x9832 (_ bv24576 18))))
(let ((?x9833 ((_ zero_extend 14) (bvudiv ?x9847 (_ bv8 18)))))
(let ((?x9863 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9847 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9977 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9863)) (concat ((_ extract 29 0) ?x9833) (_ bv0 2)))))
(let ((?x9986 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9832 (_ bv24576 18)))) (_ bv3 2)))))
(let ((?x9990 (concat (bvadd ?x9986 (concat (_ bv0 31) ?x9977)) (_ bv0 1))))
(let ((?x9881 (bvadd ?x9792 (_ bv2 64))))
(let (($x9992 (or (not (= ((_ extract 29 3) ((_ zero_extend 14) (bvudiv ?x9832 (_ bv24576 18)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 14) (bvudiv ?x9832 (_ bv24576 18)))) (_ bv3 2))))))
(let (($x9991 (or (not (= ((_ extract 31 12) ?x9977) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9863) (concat ((_ extract 9 0) ?x9833) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10004 (and $x9890 (bvult ((_ zero_extend 14) (bvudiv ?x9832 (_ bv24576 18))) (_ bv4 32)) (bvult ?x9833 (_ bv768 32)) $x9890 $x9890 (bvult ?x9863 (_ bv128 32)) (and $x232 (not $x9991) (= ((_ extract 4 0) ?x9863) (_ bv0 5)) (not $x9992)) (bvule ?x9990 ?x9792) (bvule ?x9881 (bvadd ?x9990 (_ bv2 64))))))
(not $x10004))))))))))))))))
(check-sat)
