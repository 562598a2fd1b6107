; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x678 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x2031 (not (or $x678 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x976 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x245 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x230 (bvadd ?x229 ?x224)))
(let (($x250 (not (or (not (= ((_ extract 31 10) ?x230) (_ bv0 22))) $x245))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1286 (and $x210 $x250 $x976 $x2031)))
(let (($x1891 (not (or $x678 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1303 (and $x210 $x250 $x976 $x1891)))
(let (($x1847 (not (or $x678 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x873 (and $x210 $x250 $x976 $x1847)))
(let (($x1739 (not (or $x678 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x928 (and $x210 $x250 $x976 $x1739)))
(or $x928 $x873 $x1303 $x1286))))))))))))))))))
(check-sat)
