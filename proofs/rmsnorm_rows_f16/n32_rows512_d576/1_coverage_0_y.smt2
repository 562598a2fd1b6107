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
 (bvule base!idx (_ bv18446744073709551487 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1774 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1782 ((_ extract 16 0) (bvsub ?x1774 (_ bv0 64)))))
 (let ((?x1784 ((_ zero_extend 15) (bvudiv ?x1782 (_ bv1152 17)))))
 (let ((?x1833 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1784)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1833) (bvule ?x1833 (_ bv511 32))))))))
(assert
 (let ((?x1774 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1800 ((_ extract 16 0) (bvsub ?x1774 (_ bv512 64)))))
 (let ((?x1783 ((_ zero_extend 15) (bvudiv ?x1800 (_ bv1152 17)))))
 (let ((?x1853 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1783)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1853) (bvule ?x1853 (_ bv511 32))))))))
(assert
 (let ((?x1774 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1808 ((_ extract 16 0) (bvsub ?x1774 (_ bv1024 64)))))
 (let ((?x1796 ((_ zero_extend 15) (bvudiv ?x1808 (_ bv1152 17)))))
 (let ((?x1889 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1796)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1889) (bvule ?x1889 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1774 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1782 ((_ extract 16 0) (bvsub ?x1774 (_ bv0 64)))))
 (let ((?x1784 ((_ zero_extend 15) (bvudiv ?x1782 (_ bv1152 17)))))
 (let ((?x1822 (bvadd (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv (bvurem ?x1782 (_ bv1152 17)) (_ bv2 17)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1784)))))
 (let ((?x1828 (concat ?x1822 (_ bv0 1))))
 (let ((?x1827 (bvadd ?x1774 (_ bv2 64))))
 (let (($x1820 (not (= ((_ extract 31 10) ((_ zero_extend 15) (bvudiv (bvurem ?x1782 (_ bv1152 17)) (_ bv2 17)))) (_ bv0 22)))))
 (let (($x1817 (or $x1820 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 15) (bvudiv (bvurem ?x1782 (_ bv1152 17)) (_ bv2 17))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1799 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1809 (and $x1799 $x1799 (bvult ?x1784 (_ bv32 32)) $x1799 $x1799 (bvult ((_ zero_extend 15) (bvudiv (bvurem ?x1782 (_ bv1152 17)) (_ bv2 17))) (_ bv256 32)) (and $x229 (not $x1817)) (bvule ?x1828 ?x1774) (bvule ?x1827 (bvadd ?x1828 (_ bv2 64))))))
 (not $x1809)))))))))))))
(assert
 (let ((?x1774 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1800 ((_ extract 16 0) (bvsub ?x1774 (_ bv512 64)))))
 (let ((?x1795 ((_ zero_extend 15) (bvudiv (bvurem ?x1800 (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x1846 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x1800 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1795)))))
 (let ((?x1848 (concat ?x1846 (_ bv0 1))))
 (let ((?x1827 (bvadd ?x1774 (_ bv2 64))))
 (let (($x1860 (and (bvule ?x1795 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1795) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1795))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1799 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1837 (and $x1799 $x1799 (bvult ((_ zero_extend 15) (bvudiv ?x1800 (_ bv1152 17))) (_ bv32 32)) $x1799 $x1799 (bvult ?x1795 (_ bv256 32)) (and $x229 (not $x1860)) (bvule ?x1848 ?x1774) (bvule ?x1827 (bvadd ?x1848 (_ bv2 64))))))
 (not $x1837))))))))))))
(assert
 (let ((?x1774 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1808 ((_ extract 16 0) (bvsub ?x1774 (_ bv1024 64)))))
(let ((?x1803 ((_ zero_extend 15) (bvudiv (bvurem ?x1808 (_ bv1152 17)) (_ bv2 17)))))
(let ((?x1880 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x1808 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1803)))))
(let ((?x1869 (concat ?x1880 (_ bv0 1))))
(let ((?x1827 (bvadd ?x1774 (_ bv2 64))))
(let (($x1866 (and (bvule ?x1803 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1803) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1803))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1799 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1881 (and $x1799 $x1799 (bvult ((_ zero_extend 15) (bvudiv ?x1808 (_ bv1152 17))) (_ bv32 32)) $x1799 $x1799 (bvult ?x1803 (_ bv256 32)) (and $x229 (not $x1866)) (bvule ?x1869 ?x1774) (bvule ?x1827 (bvadd ?x1869 (_ bv2 64))))))
(not $x1881))))))))))))
(check-sat)
