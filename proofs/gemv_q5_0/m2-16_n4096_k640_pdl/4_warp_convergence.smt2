; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv8192 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1024 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1024 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x118 (= ctaid.z@A ctaid.z@B)))
 (let (($x3333 (= ctaid.y@A ctaid.y@B)))
 (let (($x2956 (= ctaid.x@A ctaid.x@B)))
 (and $x2956 $x3333 $x118)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2995 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x191 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x191 (_ bv5 32)) (bvlshr ?x2995 (_ bv5 32))))))
(assert
 (let (($x2181 (bvule (_ bv4096 13) (bvadd ((_ extract 17 5) tid.x@B) (concat ((_ extract 10 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2183 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2185 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2186 (bvadd ?x2185 ?x2183)))
(let (($x2191 (not (or (not (= ((_ extract 31 13) ?x2186) (_ bv0 19))) $x2181))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x2192 (and $x258 $x2191)))
(let ((?x2995 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2993 (bvand ?x2995 (_ bv31 32))))
(let (($x293 (bvule (_ bv4096 13) (bvadd ((_ extract 17 5) tid.x@A) (concat ((_ extract 10 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x272 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x277 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x278 (bvadd ?x277 ?x272)))
(let (($x298 (not (or (not (= ((_ extract 31 13) ?x278) (_ bv0 19))) $x293))))
(let (($x299 (and $x258 $x298)))
(let (($x2537 (and $x299 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2993))) (not $x2192))))
(let (($x2912 (or $x2537)))
(or $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912 $x2912)))))))))))))))))))
(check-sat)
