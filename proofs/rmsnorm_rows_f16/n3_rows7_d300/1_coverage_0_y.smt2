; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
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
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1784 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1789 ((_ extract 15 0) (bvsub ?x1784 (_ bv0 64)))))
 (let ((?x1792 ((_ zero_extend 16) (bvudiv ?x1789 (_ bv600 16)))))
 (let ((?x1835 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1792)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1835) (bvule ?x1835 (_ bv6 32))))))))
(assert
 (let ((?x1784 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1807 ((_ extract 15 0) (bvsub ?x1784 (_ bv512 64)))))
 (let ((?x1801 ((_ zero_extend 16) (bvudiv ?x1807 (_ bv600 16)))))
 (let ((?x1850 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1801)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1850) (bvule ?x1850 (_ bv6 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x1784 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1789 ((_ extract 15 0) (bvsub ?x1784 (_ bv0 64)))))
 (let ((?x1792 ((_ zero_extend 16) (bvudiv ?x1789 (_ bv600 16)))))
 (let ((?x1824 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv600 16)) (_ bv2 16)))) (bvmul (_ bv300 63) (concat (_ bv0 31) ?x1792)))))
 (let ((?x1830 (concat ?x1824 (_ bv0 1))))
 (let ((?x1829 (bvadd ?x1784 (_ bv2 64))))
 (let (($x1811 (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv600 16)) (_ bv2 16)))) (_ bv0 23)))))
 (let (($x1813 (or $x1811 (bvule (_ bv300 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv600 16)) (_ bv2 16))))))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x1817 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1820 (and $x1817 $x1817 (bvult ?x1792 (_ bv3 32)) $x1817 $x1817 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv600 16)) (_ bv2 16))) (_ bv256 32)) (and $x230 (not $x1813)) (bvule ?x1830 ?x1784) (bvule ?x1829 (bvadd ?x1830 (_ bv2 64))))))
 (not $x1820)))))))))))))
(assert
 (let ((?x1784 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1807 ((_ extract 15 0) (bvsub ?x1784 (_ bv512 64)))))
(let ((?x1795 ((_ zero_extend 16) (bvudiv (bvurem ?x1807 (_ bv600 16)) (_ bv2 16)))))
(let ((?x1846 (bvadd (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1807 (_ bv600 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1795)))))
(let ((?x1842 (concat ?x1846 (_ bv0 1))))
(let ((?x1829 (bvadd ?x1784 (_ bv2 64))))
(let (($x1862 (and (bvule ?x1795 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x1795) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x1795))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x1817 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1841 (and $x1817 $x1817 (bvult ((_ zero_extend 16) (bvudiv ?x1807 (_ bv600 16))) (_ bv3 32)) $x1817 $x1817 (bvult ?x1795 (_ bv256 32)) (and $x230 (not $x1862)) (bvule ?x1842 ?x1784) (bvule ?x1829 (bvadd ?x1842 (_ bv2 64))))))
(not $x1841))))))))))))
(check-sat)
