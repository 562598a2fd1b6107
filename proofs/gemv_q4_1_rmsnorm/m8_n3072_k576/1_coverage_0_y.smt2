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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709502463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9797 ((_ extract 16 0) (bvsub ?x9793 (_ bv0 64)))))
 (let ((?x9802 (bvurem ?x9797 (_ bv24576 17))))
 (let ((?x9804 ((_ zero_extend 15) (bvudiv ?x9802 (_ bv8 17)))))
 (let ((?x9811 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9802 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9881 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9811)) (concat ((_ extract 29 0) ?x9804) (_ bv0 2)))))
 (let ((?x9868 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9797 (_ bv24576 17)))) (_ bv0 2)))))
 (let ((?x9866 (concat (bvadd ?x9868 (concat (_ bv0 31) ?x9881)) (_ bv0 1))))
 (let ((?x9869 (bvadd ?x9793 (_ bv2 64))))
 (let (($x9880 (or (not (= ((_ extract 29 2) ((_ zero_extend 15) (bvudiv ?x9797 (_ bv24576 17)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 15) (bvudiv ?x9797 (_ bv24576 17)))) (_ bv0 2))))))
 (let (($x9887 (or (not (= ((_ extract 31 12) ?x9881) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9811) (concat ((_ extract 9 0) ?x9804) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9894 (and $x9891 (bvult ((_ zero_extend 15) (bvudiv ?x9797 (_ bv24576 17))) (_ bv2 32)) (bvult ?x9804 (_ bv768 32)) $x9891 $x9891 (bvult ?x9811 (_ bv128 32)) (and $x232 (not $x9887) (= ((_ extract 4 0) ?x9811) (_ bv0 5)) (not $x9880)) (bvule ?x9866 ?x9793) (bvule ?x9869 (bvadd ?x9866 (_ bv2 64))))))
 (not $x9894))))))))))))))))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9819 ((_ extract 16 0) (bvsub ?x9793 (_ bv6144 64)))))
 (let ((?x9812 (bvurem ?x9819 (_ bv24576 17))))
 (let ((?x9809 ((_ zero_extend 15) (bvudiv ?x9812 (_ bv8 17)))))
 (let ((?x9837 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9812 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9903 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9837)) (concat ((_ extract 29 0) ?x9809) (_ bv0 2)))))
 (let ((?x9896 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9819 (_ bv24576 17)))) (_ bv1 2)))))
 (let ((?x9934 (concat (bvadd ?x9896 (concat (_ bv0 31) ?x9903)) (_ bv0 1))))
 (let ((?x9869 (bvadd ?x9793 (_ bv2 64))))
 (let (($x9908 (or (not (= ((_ extract 29 2) ((_ zero_extend 15) (bvudiv ?x9819 (_ bv24576 17)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 15) (bvudiv ?x9819 (_ bv24576 17)))) (_ bv1 2))))))
 (let (($x9904 (or (not (= ((_ extract 31 12) ?x9903) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9837) (concat ((_ extract 9 0) ?x9809) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9924 (and $x9891 (bvult ((_ zero_extend 15) (bvudiv ?x9819 (_ bv24576 17))) (_ bv2 32)) (bvult ?x9809 (_ bv768 32)) $x9891 $x9891 (bvult ?x9837 (_ bv128 32)) (and $x232 (not $x9904) (= ((_ extract 4 0) ?x9837) (_ bv0 5)) (not $x9908)) (bvule ?x9934 ?x9793) (bvule ?x9869 (bvadd ?x9934 (_ bv2 64))))))
 (not $x9924))))))))))))))))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9827 ((_ extract 16 0) (bvsub ?x9793 (_ bv12288 64)))))
 (let ((?x9831 (bvurem ?x9827 (_ bv24576 17))))
 (let ((?x9829 ((_ zero_extend 15) (bvudiv ?x9831 (_ bv8 17)))))
 (let ((?x9850 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9831 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9939 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9850)) (concat ((_ extract 29 0) ?x9829) (_ bv0 2)))))
 (let ((?x9940 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9827 (_ bv24576 17)))) (_ bv2 2)))))
 (let ((?x9974 (concat (bvadd ?x9940 (concat (_ bv0 31) ?x9939)) (_ bv0 1))))
 (let ((?x9869 (bvadd ?x9793 (_ bv2 64))))
 (let (($x9941 (or (not (= ((_ extract 29 2) ((_ zero_extend 15) (bvudiv ?x9827 (_ bv24576 17)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 15) (bvudiv ?x9827 (_ bv24576 17)))) (_ bv2 2))))))
 (let (($x9954 (or (not (= ((_ extract 31 12) ?x9939) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9850) (concat ((_ extract 9 0) ?x9829) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9945 (and $x9891 (bvult ((_ zero_extend 15) (bvudiv ?x9827 (_ bv24576 17))) (_ bv2 32)) (bvult ?x9829 (_ bv768 32)) $x9891 $x9891 (bvult ?x9850 (_ bv128 32)) (and $x232 (not $x9954) (= ((_ extract 4 0) ?x9850) (_ bv0 5)) (not $x9941)) (bvule ?x9974 ?x9793) (bvule ?x9869 (bvadd ?x9974 (_ bv2 64))))))
 (not $x9945))))))))))))))))
(assert
 (let ((?x9793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9840 ((_ extract 16 0) (bvsub ?x9793 (_ bv18432 64)))))
(let ((?x9844 (bvurem ?x9840 (_ bv24576 17))))
(let ((?x9842 ((_ zero_extend 15) (bvudiv ?x9844 (_ bv8 17)))))
(let ((?x9863 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9844 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
(let ((?x10007 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9863)) (concat ((_ extract 29 0) ?x9842) (_ bv0 2)))))
(let ((?x9993 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9840 (_ bv24576 17)))) (_ bv3 2)))))
(let ((?x10014 (concat (bvadd ?x9993 (concat (_ bv0 31) ?x10007)) (_ bv0 1))))
(let ((?x9869 (bvadd ?x9793 (_ bv2 64))))
(let (($x10001 (or (not (= ((_ extract 29 2) ((_ zero_extend 15) (bvudiv ?x9840 (_ bv24576 17)))) (_ bv0 28))) (bvule (_ bv8 4) (concat ((_ extract 1 0) ((_ zero_extend 15) (bvudiv ?x9840 (_ bv24576 17)))) (_ bv3 2))))))
(let (($x9992 (or (not (= ((_ extract 31 12) ?x10007) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9863) (concat ((_ extract 9 0) ?x9842) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x9891 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9986 (and $x9891 (bvult ((_ zero_extend 15) (bvudiv ?x9840 (_ bv24576 17))) (_ bv2 32)) (bvult ?x9842 (_ bv768 32)) $x9891 $x9891 (bvult ?x9863 (_ bv128 32)) (and $x232 (not $x9992) (= ((_ extract 4 0) ?x9863) (_ bv0 5)) (not $x10001)) (bvule ?x10014 ?x9793) (bvule ?x9869 (bvadd ?x10014 (_ bv2 64))))))
(not $x9986))))))))))))))))
(check-sat)
