; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (let ((?x2898 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2908 (bvand ?x2898 (_ bv31 32))))
(let (($x247 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 12) ?x232) (_ bv0 20))) $x247))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x253 (and $x211 $x252)))
(let (($x2551 (and $x253 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2908)))))))
(let (($x101 (or $x2551)))
(or $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101 $x101)))))))))))))
(check-sat)
