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
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1776 ((_ extract 17 0) (bvsub ?x1768 (_ bv0 64)))))
 (let ((?x1778 ((_ zero_extend 14) (bvudiv ?x1776 (_ bv1152 18)))))
 (let ((?x1827 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1778)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1827) (bvule ?x1827 (_ bv511 32))))))))
(assert
 (let ((?x1768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1794 ((_ extract 17 0) (bvsub ?x1768 (_ bv512 64)))))
 (let ((?x1777 ((_ zero_extend 14) (bvudiv ?x1794 (_ bv1152 18)))))
 (let ((?x1835 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1777)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1835) (bvule ?x1835 (_ bv511 32))))))))
(assert
 (let ((?x1768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1802 ((_ extract 17 0) (bvsub ?x1768 (_ bv1024 64)))))
 (let ((?x1790 ((_ zero_extend 14) (bvudiv ?x1802 (_ bv1152 18)))))
 (let ((?x1875 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1790)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1875) (bvule ?x1875 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1776 ((_ extract 17 0) (bvsub ?x1768 (_ bv0 64)))))
 (let ((?x1778 ((_ zero_extend 14) (bvudiv ?x1776 (_ bv1152 18)))))
 (let ((?x1816 (bvadd (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv (bvurem ?x1776 (_ bv1152 18)) (_ bv2 18)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1778)))))
 (let ((?x1822 (concat ?x1816 (_ bv0 1))))
 (let ((?x1821 (bvadd ?x1768 (_ bv2 64))))
 (let (($x1798 (not (= ((_ extract 31 10) ((_ zero_extend 14) (bvudiv (bvurem ?x1776 (_ bv1152 18)) (_ bv2 18)))) (_ bv0 22)))))
 (let (($x1803 (or $x1798 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 14) (bvudiv (bvurem ?x1776 (_ bv1152 18)) (_ bv2 18))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1804 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1807 (and $x1804 $x1804 (bvult ?x1778 (_ bv64 32)) $x1804 $x1804 (bvult ((_ zero_extend 14) (bvudiv (bvurem ?x1776 (_ bv1152 18)) (_ bv2 18))) (_ bv256 32)) (and $x229 (not $x1803)) (bvule ?x1822 ?x1768) (bvule ?x1821 (bvadd ?x1822 (_ bv2 64))))))
 (not $x1807)))))))))))))
(assert
 (let ((?x1768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1794 ((_ extract 17 0) (bvsub ?x1768 (_ bv512 64)))))
 (let ((?x1789 ((_ zero_extend 14) (bvudiv (bvurem ?x1794 (_ bv1152 18)) (_ bv2 18)))))
 (let ((?x1841 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x1794 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1789)))))
 (let ((?x1844 (concat ?x1841 (_ bv0 1))))
 (let ((?x1821 (bvadd ?x1768 (_ bv2 64))))
 (let (($x1852 (and (bvule ?x1789 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1789) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1789))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1804 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1850 (and $x1804 $x1804 (bvult ((_ zero_extend 14) (bvudiv ?x1794 (_ bv1152 18))) (_ bv64 32)) $x1804 $x1804 (bvult ?x1789 (_ bv256 32)) (and $x229 (not $x1852)) (bvule ?x1844 ?x1768) (bvule ?x1821 (bvadd ?x1844 (_ bv2 64))))))
 (not $x1850))))))))))))
(assert
 (let ((?x1768 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1802 ((_ extract 17 0) (bvsub ?x1768 (_ bv1024 64)))))
(let ((?x1797 ((_ zero_extend 14) (bvudiv (bvurem ?x1802 (_ bv1152 18)) (_ bv2 18)))))
(let ((?x1867 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 14) (bvudiv ?x1802 (_ bv1152 18))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1797)))))
(let ((?x1870 (concat ?x1867 (_ bv0 1))))
(let ((?x1821 (bvadd ?x1768 (_ bv2 64))))
(let (($x1885 (and (bvule ?x1797 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1797) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1797))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1804 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1863 (and $x1804 $x1804 (bvult ((_ zero_extend 14) (bvudiv ?x1802 (_ bv1152 18))) (_ bv64 32)) $x1804 $x1804 (bvult ?x1797 (_ bv256 32)) (and $x229 (not $x1885)) (bvule ?x1870 ?x1768) (bvule ?x1821 (bvadd ?x1870 (_ bv2 64))))))
(not $x1863))))))))))))
(check-sat)
