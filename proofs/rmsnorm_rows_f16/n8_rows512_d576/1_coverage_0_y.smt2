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
 (bvule base!idx (_ bv18446744073709551583 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1789 ((_ extract 15 0) (bvsub ?x1782 (_ bv0 64)))))
 (let ((?x1791 ((_ zero_extend 16) (bvudiv ?x1789 (_ bv1152 16)))))
 (let ((?x1840 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1791)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1840) (bvule ?x1840 (_ bv511 32))))))))
(assert
 (let ((?x1782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1807 ((_ extract 15 0) (bvsub ?x1782 (_ bv512 64)))))
 (let ((?x1790 ((_ zero_extend 16) (bvudiv ?x1807 (_ bv1152 16)))))
 (let ((?x1848 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1790)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1848) (bvule ?x1848 (_ bv511 32))))))))
(assert
 (let ((?x1782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1815 ((_ extract 15 0) (bvsub ?x1782 (_ bv1024 64)))))
 (let ((?x1803 ((_ zero_extend 16) (bvudiv ?x1815 (_ bv1152 16)))))
 (let ((?x1902 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1803)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1902) (bvule ?x1902 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv8 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1789 ((_ extract 15 0) (bvsub ?x1782 (_ bv0 64)))))
 (let ((?x1791 ((_ zero_extend 16) (bvudiv ?x1789 (_ bv1152 16)))))
 (let ((?x1829 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1791)))))
 (let ((?x1835 (concat ?x1829 (_ bv0 1))))
 (let ((?x1834 (bvadd ?x1782 (_ bv2 64))))
 (let (($x1823 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1820 (or $x1823 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1833 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1816 (and $x1833 $x1833 (bvult ?x1791 (_ bv8 32)) $x1833 $x1833 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1789 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x229 (not $x1820)) (bvule ?x1835 ?x1782) (bvule ?x1834 (bvadd ?x1835 (_ bv2 64))))))
 (not $x1816)))))))))))))
(assert
 (let ((?x1782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1807 ((_ extract 15 0) (bvsub ?x1782 (_ bv512 64)))))
 (let ((?x1802 ((_ zero_extend 16) (bvudiv (bvurem ?x1807 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1857 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1807 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1802)))))
 (let ((?x1861 (concat ?x1857 (_ bv0 1))))
 (let ((?x1834 (bvadd ?x1782 (_ bv2 64))))
 (let (($x1868 (and (bvule ?x1802 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1802) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1802))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1833 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1845 (and $x1833 $x1833 (bvult ((_ zero_extend 16) (bvudiv ?x1807 (_ bv1152 16))) (_ bv8 32)) $x1833 $x1833 (bvult ?x1802 (_ bv256 32)) (and $x229 (not $x1868)) (bvule ?x1861 ?x1782) (bvule ?x1834 (bvadd ?x1861 (_ bv2 64))))))
 (not $x1845))))))))))))
(assert
 (let ((?x1782 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1815 ((_ extract 15 0) (bvsub ?x1782 (_ bv1024 64)))))
(let ((?x1810 ((_ zero_extend 16) (bvudiv (bvurem ?x1815 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1887 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1815 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1810)))))
(let ((?x1891 (concat ?x1887 (_ bv0 1))))
(let ((?x1834 (bvadd ?x1782 (_ bv2 64))))
(let (($x1864 (and (bvule ?x1810 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1810) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1810))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1833 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1879 (and $x1833 $x1833 (bvult ((_ zero_extend 16) (bvudiv ?x1815 (_ bv1152 16))) (_ bv8 32)) $x1833 $x1833 (bvult ?x1810 (_ bv256 32)) (and $x229 (not $x1864)) (bvule ?x1891 ?x1782) (bvule ?x1834 (bvadd ?x1891 (_ bv2 64))))))
(not $x1879))))))))))))
(check-sat)
