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
 (bvule base!idx (_ bv18446744073709551551 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x1778 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1785 ((_ extract 15 0) (bvsub ?x1778 (_ bv0 64)))))
 (let ((?x1787 ((_ zero_extend 16) (bvudiv ?x1785 (_ bv1152 16)))))
 (let ((?x1836 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1787)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1836) (bvule ?x1836 (_ bv511 32))))))))
(assert
 (let ((?x1778 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1803 ((_ extract 15 0) (bvsub ?x1778 (_ bv512 64)))))
 (let ((?x1786 ((_ zero_extend 16) (bvudiv ?x1803 (_ bv1152 16)))))
 (let ((?x1844 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1786)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1844) (bvule ?x1844 (_ bv511 32))))))))
(assert
 (let ((?x1778 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1811 ((_ extract 15 0) (bvsub ?x1778 (_ bv1024 64)))))
 (let ((?x1799 ((_ zero_extend 16) (bvudiv ?x1811 (_ bv1152 16)))))
 (let ((?x1898 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1799)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1898) (bvule ?x1898 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1778 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1785 ((_ extract 15 0) (bvsub ?x1778 (_ bv0 64)))))
 (let ((?x1787 ((_ zero_extend 16) (bvudiv ?x1785 (_ bv1152 16)))))
 (let ((?x1825 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1785 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1787)))))
 (let ((?x1831 (concat ?x1825 (_ bv0 1))))
 (let ((?x1830 (bvadd ?x1778 (_ bv2 64))))
 (let (($x1819 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x1785 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1816 (or $x1819 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1785 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1829 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1812 (and $x1829 $x1829 (bvult ?x1787 (_ bv16 32)) $x1829 $x1829 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1785 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x229 (not $x1816)) (bvule ?x1831 ?x1778) (bvule ?x1830 (bvadd ?x1831 (_ bv2 64))))))
 (not $x1812)))))))))))))
(assert
 (let ((?x1778 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1803 ((_ extract 15 0) (bvsub ?x1778 (_ bv512 64)))))
 (let ((?x1798 ((_ zero_extend 16) (bvudiv (bvurem ?x1803 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x1853 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1803 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1798)))))
 (let ((?x1857 (concat ?x1853 (_ bv0 1))))
 (let ((?x1830 (bvadd ?x1778 (_ bv2 64))))
 (let (($x1864 (and (bvule ?x1798 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1798) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1798))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1829 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1841 (and $x1829 $x1829 (bvult ((_ zero_extend 16) (bvudiv ?x1803 (_ bv1152 16))) (_ bv16 32)) $x1829 $x1829 (bvult ?x1798 (_ bv256 32)) (and $x229 (not $x1864)) (bvule ?x1857 ?x1778) (bvule ?x1830 (bvadd ?x1857 (_ bv2 64))))))
 (not $x1841))))))))))))
(assert
 (let ((?x1778 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1811 ((_ extract 15 0) (bvsub ?x1778 (_ bv1024 64)))))
(let ((?x1806 ((_ zero_extend 16) (bvudiv (bvurem ?x1811 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1883 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1811 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1806)))))
(let ((?x1887 (concat ?x1883 (_ bv0 1))))
(let ((?x1830 (bvadd ?x1778 (_ bv2 64))))
(let (($x1860 (and (bvule ?x1806 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1806) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1806))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1829 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1875 (and $x1829 $x1829 (bvult ((_ zero_extend 16) (bvudiv ?x1811 (_ bv1152 16))) (_ bv16 32)) $x1829 $x1829 (bvult ?x1806 (_ bv256 32)) (and $x229 (not $x1860)) (bvule ?x1887 ?x1778) (bvule ?x1830 (bvadd ?x1887 (_ bv2 64))))))
(not $x1875))))))))))))
(check-sat)
