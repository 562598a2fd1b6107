; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551611 64)))
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
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (and (bvule (_ bv0 32) (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv511 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x1827 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x1793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1802 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1793 (_ bv0 64))) (_ bv2 16)))))
 (let ((?x1837 (concat (bvadd (concat (_ bv0 31) ?x1802) ?x1827) (_ bv0 1))))
 (let ((?x1836 (bvadd ?x1793 (_ bv2 64))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1833 (and $x226 (not (or (not (= ((_ extract 31 10) ?x1802) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x1802)))))))
 (let (($x1829 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1830 (and $x1829 $x1829 $x1829 $x1829 $x1829 (bvult ?x1802 (_ bv256 32)) $x1833 (bvule ?x1837 ?x1793) (bvule ?x1836 (bvadd ?x1837 (_ bv2 64))))))
 (not $x1830)))))))))))
(assert
 (let ((?x1793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1803 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1793 (_ bv512 64))) (_ bv2 16)))))
 (let ((?x1827 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x1826 (concat (bvadd ?x1827 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1803))) (_ bv0 1))))
 (let ((?x1836 (bvadd ?x1793 (_ bv2 64))))
 (let (($x1853 (and (bvule ?x1803 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1803) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1803))))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1829 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1855 (and $x1829 $x1829 $x1829 $x1829 $x1829 (bvult ?x1803 (_ bv256 32)) (and $x226 (not $x1853)) (bvule ?x1826 ?x1793) (bvule ?x1836 (bvadd ?x1826 (_ bv2 64))))))
 (not $x1855)))))))))))
(assert
 (let ((?x1793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1810 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x1793 (_ bv1024 64))) (_ bv2 16)))))
(let ((?x1827 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
(let ((?x1859 (concat (bvadd ?x1827 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x1810))) (_ bv0 1))))
(let ((?x1836 (bvadd ?x1793 (_ bv2 64))))
(let (($x1852 (and (bvule ?x1810 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x1810) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x1810))))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x1829 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1849 (and $x1829 $x1829 $x1829 $x1829 $x1829 (bvult ?x1810 (_ bv256 32)) (and $x226 (not $x1852)) (bvule ?x1859 ?x1793) (bvule ?x1836 (bvadd ?x1859 (_ bv2 64))))))
(not $x1849)))))))))))
(check-sat)
