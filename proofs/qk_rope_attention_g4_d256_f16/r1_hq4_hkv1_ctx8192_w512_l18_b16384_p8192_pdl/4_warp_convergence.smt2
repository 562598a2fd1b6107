; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32)))))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x65644 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x65668 (bvadd ?x65644 (_ bv0 64))))
 (let ((?x66342 (mem!seq_lens!32 ?x65668)))
 (and (bvule (_ bv0 32) ?x66342) (bvule ?x66342 (_ bv8192 32)))))))
(assert
 (let ((?x65644 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x65668 (bvadd ?x65644 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x65668)) ?x65668))))
(assert
 (let (($x7152 (= ctaid.z@A ctaid.z@B)))
 (let (($x5522 (= ctaid.y@A ctaid.y@B)))
 (let (($x23921 (= ctaid.x@A ctaid.x@B)))
 (and $x23921 $x5522 $x7152)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x26072 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x32822 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x32822 (_ bv5 32)) (bvlshr ?x26072 (_ bv5 32))))))
(assert
 (let (($x66358 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
(let (($x66359 (not $x66358)))
(let (($x66360 (or $x66359 (= ((_ extract 31 5) tid.x@B) (_ bv4 27)))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x66361 (and $x380 $x66360)))
(let (($x26255 (not $x66361)))
(let ((?x26072 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x28562 (bvand ?x26072 (_ bv31 32))))
(let (($x424 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x425 (not $x424)))
(let (($x438 (or $x425 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x442 (and $x380 $x438)))
(let (($x29476 (and $x442 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x28562))) $x26255)))
(let (($x32252 (or $x29476)))
(or $x32252 $x32252 $x32252 $x32252 $x32252))))))))))))))))
(check-sat)
