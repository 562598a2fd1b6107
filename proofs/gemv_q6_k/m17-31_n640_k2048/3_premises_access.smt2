; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun v856@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv31 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvule v856@A (_ bv3 64)))
(assert
 (let (($x2411 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x2209 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x285 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x264 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x269 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x270 (bvadd ?x269 ?x264)))
(let (($x290 (not (or (not (= ((_ extract 31 10) ?x270) (_ bv0 22))) $x285))))
(let (($x250 (= param!power (_ bv1 32))))
(let (($x2284 (and $x250 $x290 $x2209 $x2411)))
(let (($x2007 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x2413 (and $x250 $x290 $x2209 $x2007)))
(let (($x2316 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x2048 (and $x250 $x290 $x2209 $x2316)))
(let (($x2251 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1912 (and $x250 $x290 $x2209 $x2251)))
(let ((?x1950 (bvadd (bvmul (_ bv2 4) ((_ extract 3 0) v856@A)) (concat (_ bv0 3) ((_ extract 4 4) tid.x@A)))))
(let ((?x1929 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v856@A)) (concat (_ bv0 31) ((_ extract 4 4) tid.x@A)))))
(let (($x1956 (not (or (not (= ((_ extract 31 4) ?x1929) (_ bv0 28))) (bvule (_ bv8 4) ?x1950)))))
(let (($x1935 (and $x250 $x290 $x1956 $x2411)))
(let (($x1916 (and $x250 $x290 $x1956 $x2007)))
(let (($x2408 (and $x250 $x290 $x1956 $x2316)))
(let (($x2252 (and $x250 $x290 $x1956 $x2251)))
(let (($x1957 (and $x250 $x290 $x1956)))
(or $x1957 $x1957 $x1957 $x1957 $x1957 $x1957 $x1957 $x1957 $x1957 $x1957 $x1957 $x2252 $x2252 $x2252 $x2252 $x2408 $x2408 $x2408 $x2408 $x1916 $x1916 $x1916 $x1916 $x1935 $x1935 $x1935 $x1935 $x1912 $x2048 $x2413 $x2284)))))))))))))))))))))))))
(check-sat)
