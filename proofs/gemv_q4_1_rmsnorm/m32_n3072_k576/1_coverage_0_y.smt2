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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9806 ((_ extract 18 0) (bvsub ?x9793 (_ bv0 64)))))
 (let ((?x9800 (bvurem ?x9806 (_ bv24576 19))))
 (let ((?x9799 ((_ zero_extend 13) (bvudiv ?x9800 (_ bv8 19)))))
 (let ((?x9812 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x9800 (_ bv8 19)) (_ bv2 19))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9815 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9812)) (concat ((_ extract 29 0) ?x9799) (_ bv0 2)))))
 (let ((?x9856 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 13) (bvudiv ?x9806 (_ bv24576 19)))) (_ bv0 2)))))
 (let ((?x9876 (concat (bvadd ?x9856 (concat (_ bv0 31) ?x9815)) (_ bv0 1))))
 (let ((?x9882 (bvadd ?x9793 (_ bv2 64))))
 (let (($x9854 (or (not (= ((_ extract 29 4) ((_ zero_extend 13) (bvudiv ?x9806 (_ bv24576 19)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 13) (bvudiv ?x9806 (_ bv24576 19)))) (_ bv0 2))))))
 (let (($x9887 (or (not (= ((_ extract 31 12) ?x9815) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9812) (concat ((_ extract 9 0) ?x9799) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9894 (and $x9891 (bvult ((_ zero_extend 13) (bvudiv ?x9806 (_ bv24576 19))) (_ bv8 32)) (bvult ?x9799 (_ bv768 32)) $x9891 $x9891 (bvult ?x9812 (_ bv128 32)) (and $x232 (not $x9887) (= ((_ extract 4 0) ?x9812) (_ bv0 5)) (not $x9854)) (bvule ?x9876 ?x9793) (bvule ?x9882 (bvadd ?x9876 (_ bv2 64))))))
 (not $x9894))))))))))))))))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9809 ((_ extract 18 0) (bvsub ?x9793 (_ bv6144 64)))))
 (let ((?x9824 (bvurem ?x9809 (_ bv24576 19))))
 (let ((?x9825 ((_ zero_extend 13) (bvudiv ?x9824 (_ bv8 19)))))
 (let ((?x9838 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x9824 (_ bv8 19)) (_ bv2 19))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9903 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9838)) (concat ((_ extract 29 0) ?x9825) (_ bv0 2)))))
 (let ((?x9897 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 13) (bvudiv ?x9809 (_ bv24576 19)))) (_ bv1 2)))))
 (let ((?x9909 (concat (bvadd ?x9897 (concat (_ bv0 31) ?x9903)) (_ bv0 1))))
 (let ((?x9882 (bvadd ?x9793 (_ bv2 64))))
 (let (($x9905 (or (not (= ((_ extract 29 4) ((_ zero_extend 13) (bvudiv ?x9809 (_ bv24576 19)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 13) (bvudiv ?x9809 (_ bv24576 19)))) (_ bv1 2))))))
 (let (($x9925 (or (not (= ((_ extract 31 12) ?x9903) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9838) (concat ((_ extract 9 0) ?x9825) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9912 (and $x9891 (bvult ((_ zero_extend 13) (bvudiv ?x9809 (_ bv24576 19))) (_ bv8 32)) (bvult ?x9825 (_ bv768 32)) $x9891 $x9891 (bvult ?x9838 (_ bv128 32)) (and $x232 (not $x9925) (= ((_ extract 4 0) ?x9838) (_ bv0 5)) (not $x9905)) (bvule ?x9909 ?x9793) (bvule ?x9882 (bvadd ?x9909 (_ bv2 64))))))
 (not $x9912))))))))))))))))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9830 ((_ extract 18 0) (bvsub ?x9793 (_ bv12288 64)))))
 (let ((?x9836 (bvurem ?x9830 (_ bv24576 19))))
 (let ((?x9823 ((_ zero_extend 13) (bvudiv ?x9836 (_ bv8 19)))))
 (let ((?x9850 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x9836 (_ bv8 19)) (_ bv2 19))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9966 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9850)) (concat ((_ extract 29 0) ?x9823) (_ bv0 2)))))
 (let ((?x9953 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 13) (bvudiv ?x9830 (_ bv24576 19)))) (_ bv2 2)))))
 (let ((?x9963 (concat (bvadd ?x9953 (concat (_ bv0 31) ?x9966)) (_ bv0 1))))
 (let ((?x9882 (bvadd ?x9793 (_ bv2 64))))
 (let (($x9972 (or (not (= ((_ extract 29 4) ((_ zero_extend 13) (bvudiv ?x9830 (_ bv24576 19)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 13) (bvudiv ?x9830 (_ bv24576 19)))) (_ bv2 2))))))
 (let (($x9950 (or (not (= ((_ extract 31 12) ?x9966) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9850) (concat ((_ extract 9 0) ?x9823) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9956 (and $x9891 (bvult ((_ zero_extend 13) (bvudiv ?x9830 (_ bv24576 19))) (_ bv8 32)) (bvult ?x9823 (_ bv768 32)) $x9891 $x9891 (bvult ?x9850 (_ bv128 32)) (and $x232 (not $x9950) (= ((_ extract 4 0) ?x9850) (_ bv0 5)) (not $x9972)) (bvule ?x9963 ?x9793) (bvule ?x9882 (bvadd ?x9963 (_ bv2 64))))))
 (not $x9956))))))))))))))))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9843 ((_ extract 18 0) (bvsub ?x9793 (_ bv18432 64)))))
(let ((?x9848 (bvurem ?x9843 (_ bv24576 19))))
(let ((?x9826 ((_ zero_extend 13) (bvudiv ?x9848 (_ bv8 19)))))
(let ((?x9863 (bvadd (bvmul ((_ zero_extend 13) (bvudiv (bvurem ?x9848 (_ bv8 19)) (_ bv2 19))) (_ bv32 32)) (_ bv0 32))))
(let ((?x10006 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9863)) (concat ((_ extract 29 0) ?x9826) (_ bv0 2)))))
(let ((?x9985 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 13) (bvudiv ?x9843 (_ bv24576 19)))) (_ bv3 2)))))
(let ((?x9980 (concat (bvadd ?x9985 (concat (_ bv0 31) ?x10006)) (_ bv0 1))))
(let ((?x9882 (bvadd ?x9793 (_ bv2 64))))
(let (($x10009 (or (not (= ((_ extract 29 4) ((_ zero_extend 13) (bvudiv ?x9843 (_ bv24576 19)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 13) (bvudiv ?x9843 (_ bv24576 19)))) (_ bv3 2))))))
(let (($x10007 (or (not (= ((_ extract 31 12) ?x10006) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9863) (concat ((_ extract 9 0) ?x9826) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10010 (and $x9891 (bvult ((_ zero_extend 13) (bvudiv ?x9843 (_ bv24576 19))) (_ bv8 32)) (bvult ?x9826 (_ bv768 32)) $x9891 $x9891 (bvult ?x9863 (_ bv128 32)) (and $x232 (not $x10007) (= ((_ extract 4 0) ?x9863) (_ bv0 5)) (not $x10009)) (bvule ?x9980 ?x9793) (bvule ?x9882 (bvadd ?x9980 (_ bv2 64))))))
(not $x10010))))))))))))))))
(check-sat)
