; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x678 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x2034 (not (or $x678 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x976 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 10) ?x231) (_ bv0 22))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x864 (and $x210 $x251 $x976 $x2034)))
(let (($x1875 (not (or $x678 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1284 (and $x210 $x251 $x976 $x1875)))
(let (($x1849 (not (or $x678 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x698 (and $x210 $x251 $x976 $x1849)))
(let (($x1741 (not (or $x678 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x908 (and $x210 $x251 $x976 $x1741)))
(or $x908 $x698 $x1284 $x864))))))))))))))))))
(check-sat)
