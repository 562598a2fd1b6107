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
 (bvule base!idx (_ bv18446744073709551607 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1788 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1792 ((_ extract 15 0) (bvsub ?x1788 (_ bv0 64)))))
 (let ((?x1796 ((_ zero_extend 16) (bvudiv ?x1792 (_ bv1152 16)))))
 (let ((?x1846 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1796)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1846) (bvule ?x1846 (_ bv511 32))))))))
(assert
 (let ((?x1788 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1809 ((_ extract 15 0) (bvsub ?x1788 (_ bv512 64)))))
 (let ((?x1795 ((_ zero_extend 16) (bvudiv ?x1809 (_ bv1152 16)))))
 (let ((?x1854 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1795)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1854) (bvule ?x1854 (_ bv511 32))))))))
(assert
 (let ((?x1788 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1818 ((_ extract 15 0) (bvsub ?x1788 (_ bv1024 64)))))
 (let ((?x1810 ((_ zero_extend 16) (bvudiv ?x1818 (_ bv1152 16)))))
 (let ((?x1908 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1810)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1908) (bvule ?x1908 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1788 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1792 ((_ extract 15 0) (bvsub ?x1788 (_ bv0 64)))))
 (let ((?x1796 ((_ zero_extend 16) (bvudiv ?x1792 (_ bv1152 16)))))
 (let ((?x1835 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1792 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1796)))))
 (let ((?x1841 (concat ?x1835 (_ bv0 1))))
 (let ((?x1840 (bvadd ?x1788 (_ bv2 64))))
 (let (($x1829 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1792 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1826 (or $x1829 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1792 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x1839 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1822 (and $x1839 $x1839 (bvult ?x1796 (_ bv2 32)) $x1839 $x1839 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1792 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x228 (not $x1826)) (bvule ?x1841 ?x1788) (bvule ?x1840 (bvadd ?x1841 (_ bv2 64))))))
 (not $x1822)))))))))))))
(assert
 (let ((?x1788 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1809 ((_ extract 15 0) (bvsub ?x1788 (_ bv512 64)))))
 (let ((?x1800 ((_ zero_extend 16) (bvudiv (bvurem ?x1809 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1863 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1809 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1800)))))
 (let ((?x1867 (concat ?x1863 (_ bv0 1))))
 (let ((?x1840 (bvadd ?x1788 (_ bv2 64))))
 (let (($x1874 (and (bvule ?x1800 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1800) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1800))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x1839 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1851 (and $x1839 $x1839 (bvult ((_ zero_extend 16) (bvudiv ?x1809 (_ bv1152 16))) (_ bv2 32)) $x1839 $x1839 (bvult ?x1800 (_ bv256 32)) (and $x228 (not $x1874)) (bvule ?x1867 ?x1788) (bvule ?x1840 (bvadd ?x1867 (_ bv2 64))))))
 (not $x1851))))))))))))
(assert
 (let ((?x1788 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1818 ((_ extract 15 0) (bvsub ?x1788 (_ bv1024 64)))))
(let ((?x1804 ((_ zero_extend 16) (bvudiv (bvurem ?x1818 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1893 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1818 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1804)))))
(let ((?x1897 (concat ?x1893 (_ bv0 1))))
(let ((?x1840 (bvadd ?x1788 (_ bv2 64))))
(let (($x1870 (and (bvule ?x1804 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1804) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1804))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x1839 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1885 (and $x1839 $x1839 (bvult ((_ zero_extend 16) (bvudiv ?x1818 (_ bv1152 16))) (_ bv2 32)) $x1839 $x1839 (bvult ?x1804 (_ bv256 32)) (and $x228 (not $x1870)) (bvule ?x1897 ?x1788) (bvule ?x1840 (bvadd ?x1897 (_ bv2 64))))))
(not $x1885))))))))))))
(check-sat)
