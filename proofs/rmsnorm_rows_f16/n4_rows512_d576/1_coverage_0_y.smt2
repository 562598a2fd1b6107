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
 (bvule base!idx (_ bv18446744073709551599 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1786 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1790 ((_ extract 15 0) (bvsub ?x1786 (_ bv0 64)))))
 (let ((?x1793 ((_ zero_extend 16) (bvudiv ?x1790 (_ bv1152 16)))))
 (let ((?x1844 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1793)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1844) (bvule ?x1844 (_ bv511 32))))))))
(assert
 (let ((?x1786 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1810 ((_ extract 15 0) (bvsub ?x1786 (_ bv512 64)))))
 (let ((?x1802 ((_ zero_extend 16) (bvudiv ?x1810 (_ bv1152 16)))))
 (let ((?x1852 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1802)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1852) (bvule ?x1852 (_ bv511 32))))))))
(assert
 (let ((?x1786 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1815 ((_ extract 15 0) (bvsub ?x1786 (_ bv1024 64)))))
 (let ((?x1809 ((_ zero_extend 16) (bvudiv ?x1815 (_ bv1152 16)))))
 (let ((?x1906 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1809)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1906) (bvule ?x1906 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1786 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1790 ((_ extract 15 0) (bvsub ?x1786 (_ bv0 64)))))
 (let ((?x1793 ((_ zero_extend 16) (bvudiv ?x1790 (_ bv1152 16)))))
 (let ((?x1833 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1790 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1793)))))
 (let ((?x1839 (concat ?x1833 (_ bv0 1))))
 (let ((?x1838 (bvadd ?x1786 (_ bv2 64))))
 (let (($x1827 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1790 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1824 (or $x1827 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1790 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1837 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1820 (and $x1837 $x1837 (bvult ?x1793 (_ bv4 32)) $x1837 $x1837 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1790 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x229 (not $x1824)) (bvule ?x1839 ?x1786) (bvule ?x1838 (bvadd ?x1839 (_ bv2 64))))))
 (not $x1820)))))))))))))
(assert
 (let ((?x1786 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1810 ((_ extract 15 0) (bvsub ?x1786 (_ bv512 64)))))
 (let ((?x1796 ((_ zero_extend 16) (bvudiv (bvurem ?x1810 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1861 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1810 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1796)))))
 (let ((?x1865 (concat ?x1861 (_ bv0 1))))
 (let ((?x1838 (bvadd ?x1786 (_ bv2 64))))
 (let (($x1872 (and (bvule ?x1796 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1796) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1796))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1837 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1849 (and $x1837 $x1837 (bvult ((_ zero_extend 16) (bvudiv ?x1810 (_ bv1152 16))) (_ bv4 32)) $x1837 $x1837 (bvult ?x1796 (_ bv256 32)) (and $x229 (not $x1872)) (bvule ?x1865 ?x1786) (bvule ?x1838 (bvadd ?x1865 (_ bv2 64))))))
 (not $x1849))))))))))))
(assert
 (let ((?x1786 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1815 ((_ extract 15 0) (bvsub ?x1786 (_ bv1024 64)))))
(let ((?x1806 ((_ zero_extend 16) (bvudiv (bvurem ?x1815 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1891 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1815 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1806)))))
(let ((?x1895 (concat ?x1891 (_ bv0 1))))
(let ((?x1838 (bvadd ?x1786 (_ bv2 64))))
(let (($x1868 (and (bvule ?x1806 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1806) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1806))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1837 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1883 (and $x1837 $x1837 (bvult ((_ zero_extend 16) (bvudiv ?x1815 (_ bv1152 16))) (_ bv4 32)) $x1837 $x1837 (bvult ?x1806 (_ bv256 32)) (and $x229 (not $x1868)) (bvule ?x1895 ?x1786) (bvule ?x1838 (bvadd ?x1895 (_ bv2 64))))))
(not $x1883))))))))))))
(check-sat)
