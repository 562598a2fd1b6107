; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v109@A () (_ BitVec 64))
(declare-fun v199@A () (_ BitVec 64))
(declare-fun v289@A () (_ BitVec 64))
(declare-fun v379@A () (_ BitVec 64))
(declare-fun v469@A () (_ BitVec 64))
(declare-fun v559@A () (_ BitVec 64))
(declare-fun v649@A () (_ BitVec 64))
(declare-fun v739@A () (_ BitVec 64))
(declare-fun v829@A () (_ BitVec 64))
(declare-fun v919@A () (_ BitVec 64))
(declare-fun v1009@A () (_ BitVec 64))
(declare-fun v1099@A () (_ BitVec 64))
(declare-fun v1189@A () (_ BitVec 64))
(declare-fun v1279@A () (_ BitVec 64))
(declare-fun v1369@A () (_ BitVec 64))
(declare-fun v1459@A () (_ BitVec 64))
(declare-fun v1549@A () (_ BitVec 64))
(declare-fun v1639@A () (_ BitVec 64))
(declare-fun v1729@A () (_ BitVec 64))
(declare-fun v1819@A () (_ BitVec 64))
(declare-fun v1909@A () (_ BitVec 64))
(declare-fun v1999@A () (_ BitVec 64))
(declare-fun v2089@A () (_ BitVec 64))
(declare-fun v2179@A () (_ BitVec 64))
(declare-fun v2269@A () (_ BitVec 64))
(declare-fun v2359@A () (_ BitVec 64))
(declare-fun v2449@A () (_ BitVec 64))
(declare-fun v2539@A () (_ BitVec 64))
(declare-fun v2629@A () (_ BitVec 64))
(declare-fun v2719@A () (_ BitVec 64))
(declare-fun v2809@A () (_ BitVec 64))
(declare-fun v2899@A () (_ BitVec 64))
(declare-fun v2989@A () (_ BitVec 64))
(declare-fun v3079@A () (_ BitVec 64))
(declare-fun v3169@A () (_ BitVec 64))
(declare-fun v3259@A () (_ BitVec 64))
(declare-fun v3349@A () (_ BitVec 64))
(declare-fun v3439@A () (_ BitVec 64))
(declare-fun v3529@A () (_ BitVec 64))
(declare-fun v3619@A () (_ BitVec 64))
(declare-fun v3709@A () (_ BitVec 64))
(declare-fun v3799@A () (_ BitVec 64))
(declare-fun v3889@A () (_ BitVec 64))
(declare-fun v3979@A () (_ BitVec 64))
(declare-fun v4069@A () (_ BitVec 64))
(declare-fun v4159@A () (_ BitVec 64))
(declare-fun v4249@A () (_ BitVec 64))
(declare-fun v4339@A () (_ BitVec 64))
(declare-fun v4467@A () (_ BitVec 64))
(declare-fun v4662@A () (_ BitVec 64))
(declare-fun v4774@A () (_ BitVec 64))
(declare-fun v4886@A () (_ BitVec 64))
(declare-fun v4998@A () (_ BitVec 64))
(declare-fun v5110@A () (_ BitVec 64))
(declare-fun v5222@A () (_ BitVec 64))
(declare-fun v5334@A () (_ BitVec 64))
(declare-fun v5446@A () (_ BitVec 64))
(declare-fun v5558@A () (_ BitVec 64))
(declare-fun v5670@A () (_ BitVec 64))
(declare-fun v5782@A () (_ BitVec 64))
(declare-fun v5894@A () (_ BitVec 64))
(declare-fun v6006@A () (_ BitVec 64))
(declare-fun v6118@A () (_ BitVec 64))
(declare-fun v6230@A () (_ BitVec 64))
(declare-fun v6342@A () (_ BitVec 64))
(declare-fun v6454@A () (_ BitVec 64))
(declare-fun v6566@A () (_ BitVec 64))
(declare-fun v6678@A () (_ BitVec 64))
(declare-fun v6790@A () (_ BitVec 64))
(declare-fun v6902@A () (_ BitVec 64))
(declare-fun v7014@A () (_ BitVec 64))
(declare-fun v7126@A () (_ BitVec 64))
(declare-fun v7238@A () (_ BitVec 64))
(declare-fun v7350@A () (_ BitVec 64))
(declare-fun v7462@A () (_ BitVec 64))
(declare-fun v7574@A () (_ BitVec 64))
(declare-fun v7686@A () (_ BitVec 64))
(declare-fun v7798@A () (_ BitVec 64))
(declare-fun v7910@A () (_ BitVec 64))
(declare-fun v8022@A () (_ BitVec 64))
(declare-fun v8134@A () (_ BitVec 64))
(declare-fun v8246@A () (_ BitVec 64))
(declare-fun v8358@A () (_ BitVec 64))
(declare-fun v8470@A () (_ BitVec 64))
(declare-fun v8582@A () (_ BitVec 64))
(declare-fun v8694@A () (_ BitVec 64))
(declare-fun v8806@A () (_ BitVec 64))
(declare-fun v8918@A () (_ BitVec 64))
(declare-fun v9030@A () (_ BitVec 64))
(declare-fun v9142@A () (_ BitVec 64))
(declare-fun v9254@A () (_ BitVec 64))
(declare-fun v9366@A () (_ BitVec 64))
(declare-fun v9478@A () (_ BitVec 64))
(declare-fun v9590@A () (_ BitVec 64))
(declare-fun v9702@A () (_ BitVec 64))
(declare-fun v9814@A () (_ BitVec 64))
(declare-fun v9926@A () (_ BitVec 64))
(declare-fun v10037@A () (_ BitVec 64))
(declare-fun v10148@A () (_ BitVec 64))
(declare-fun v10258@A () (_ BitVec 64))
(declare-fun v10368@A () (_ BitVec 64))
(declare-fun v10478@A () (_ BitVec 64))
(declare-fun v10588@A () (_ BitVec 64))
(declare-fun v10698@A () (_ BitVec 64))
(declare-fun v10808@A () (_ BitVec 64))
(declare-fun v10918@A () (_ BitVec 64))
(declare-fun v11028@A () (_ BitVec 64))
(declare-fun v11138@A () (_ BitVec 64))
(declare-fun v11248@A () (_ BitVec 64))
(declare-fun v11358@A () (_ BitVec 64))
(declare-fun v11468@A () (_ BitVec 64))
(declare-fun v11578@A () (_ BitVec 64))
(declare-fun v11688@A () (_ BitVec 64))
(declare-fun v11798@A () (_ BitVec 64))
(declare-fun v11908@A () (_ BitVec 64))
(declare-fun v12018@A () (_ BitVec 64))
(declare-fun v12128@A () (_ BitVec 64))
(declare-fun v12238@A () (_ BitVec 64))
(declare-fun v12348@A () (_ BitVec 64))
(declare-fun v12458@A () (_ BitVec 64))
(declare-fun v12568@A () (_ BitVec 64))
(declare-fun v12678@A () (_ BitVec 64))
(declare-fun v12788@A () (_ BitVec 64))
(declare-fun v12898@A () (_ BitVec 64))
(declare-fun v13008@A () (_ BitVec 64))
(declare-fun v13118@A () (_ BitVec 64))
(declare-fun v13228@A () (_ BitVec 64))
(declare-fun v13338@A () (_ BitVec 64))
(declare-fun v13448@A () (_ BitVec 64))
(declare-fun v13558@A () (_ BitVec 64))
(declare-fun v13668@A () (_ BitVec 64))
(declare-fun v13778@A () (_ BitVec 64))
(declare-fun v13888@A () (_ BitVec 64))
(declare-fun v13998@A () (_ BitVec 64))
(declare-fun v14108@A () (_ BitVec 64))
(declare-fun v14218@A () (_ BitVec 64))
(declare-fun v14328@A () (_ BitVec 64))
(declare-fun v14438@A () (_ BitVec 64))
(declare-fun v14548@A () (_ BitVec 64))
(declare-fun v14658@A () (_ BitVec 64))
(declare-fun v14768@A () (_ BitVec 64))
(declare-fun v14878@A () (_ BitVec 64))
(declare-fun v14988@A () (_ BitVec 64))
(declare-fun v15098@A () (_ BitVec 64))
(declare-fun v15208@A () (_ BitVec 64))
(declare-fun v15318@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun v5@A () Bool)
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v109@A (_ bv0 64)))
(assert
 (bvule v199@A (_ bv0 64)))
(assert
 (bvule v289@A (_ bv0 64)))
(assert
 (bvule v379@A (_ bv0 64)))
(assert
 (bvule v469@A (_ bv0 64)))
(assert
 (bvule v559@A (_ bv0 64)))
(assert
 (bvule v649@A (_ bv0 64)))
(assert
 (bvule v739@A (_ bv0 64)))
(assert
 (bvule v829@A (_ bv0 64)))
(assert
 (bvule v919@A (_ bv0 64)))
(assert
 (bvule v1009@A (_ bv0 64)))
(assert
 (bvule v1099@A (_ bv0 64)))
(assert
 (bvule v1189@A (_ bv0 64)))
(assert
 (bvule v1279@A (_ bv0 64)))
(assert
 (bvule v1369@A (_ bv0 64)))
(assert
 (bvule v1459@A (_ bv0 64)))
(assert
 (bvule v1549@A (_ bv0 64)))
(assert
 (bvule v1639@A (_ bv0 64)))
(assert
 (bvule v1729@A (_ bv0 64)))
(assert
 (bvule v1819@A (_ bv0 64)))
(assert
 (bvule v1909@A (_ bv0 64)))
(assert
 (bvule v1999@A (_ bv0 64)))
(assert
 (bvule v2089@A (_ bv0 64)))
(assert
 (bvule v2179@A (_ bv0 64)))
(assert
 (bvule v2269@A (_ bv0 64)))
(assert
 (bvule v2359@A (_ bv0 64)))
(assert
 (bvule v2449@A (_ bv0 64)))
(assert
 (bvule v2539@A (_ bv0 64)))
(assert
 (bvule v2629@A (_ bv0 64)))
(assert
 (bvule v2719@A (_ bv0 64)))
(assert
 (bvule v2809@A (_ bv0 64)))
(assert
 (bvule v2899@A (_ bv0 64)))
(assert
 (bvule v2989@A (_ bv0 64)))
(assert
 (bvule v3079@A (_ bv0 64)))
(assert
 (bvule v3169@A (_ bv0 64)))
(assert
 (bvule v3259@A (_ bv0 64)))
(assert
 (bvule v3349@A (_ bv0 64)))
(assert
 (bvule v3439@A (_ bv0 64)))
(assert
 (bvule v3529@A (_ bv0 64)))
(assert
 (bvule v3619@A (_ bv0 64)))
(assert
 (bvule v3709@A (_ bv0 64)))
(assert
 (bvule v3799@A (_ bv0 64)))
(assert
 (bvule v3889@A (_ bv0 64)))
(assert
 (bvule v3979@A (_ bv0 64)))
(assert
 (bvule v4069@A (_ bv0 64)))
(assert
 (bvule v4159@A (_ bv0 64)))
(assert
 (bvule v4249@A (_ bv0 64)))
(assert
 (bvule v4339@A (_ bv0 64)))
(assert
 (bvule v4467@A (_ bv0 64)))
(assert
 (bvule v4662@A (_ bv0 64)))
(assert
 (bvule v4774@A (_ bv0 64)))
(assert
 (bvule v4886@A (_ bv0 64)))
(assert
 (bvule v4998@A (_ bv0 64)))
(assert
 (bvule v5110@A (_ bv0 64)))
(assert
 (bvule v5222@A (_ bv0 64)))
(assert
 (bvule v5334@A (_ bv0 64)))
(assert
 (bvule v5446@A (_ bv0 64)))
(assert
 (bvule v5558@A (_ bv0 64)))
(assert
 (bvule v5670@A (_ bv0 64)))
(assert
 (bvule v5782@A (_ bv0 64)))
(assert
 (bvule v5894@A (_ bv0 64)))
(assert
 (bvule v6006@A (_ bv0 64)))
(assert
 (bvule v6118@A (_ bv0 64)))
(assert
 (bvule v6230@A (_ bv0 64)))
(assert
 (bvule v6342@A (_ bv0 64)))
(assert
 (bvule v6454@A (_ bv0 64)))
(assert
 (bvule v6566@A (_ bv0 64)))
(assert
 (bvule v6678@A (_ bv0 64)))
(assert
 (bvule v6790@A (_ bv0 64)))
(assert
 (bvule v6902@A (_ bv0 64)))
(assert
 (bvule v7014@A (_ bv0 64)))
(assert
 (bvule v7126@A (_ bv0 64)))
(assert
 (bvule v7238@A (_ bv0 64)))
(assert
 (bvule v7350@A (_ bv0 64)))
(assert
 (bvule v7462@A (_ bv0 64)))
(assert
 (bvule v7574@A (_ bv0 64)))
(assert
 (bvule v7686@A (_ bv0 64)))
(assert
 (bvule v7798@A (_ bv0 64)))
(assert
 (bvule v7910@A (_ bv0 64)))
(assert
 (bvule v8022@A (_ bv0 64)))
(assert
 (bvule v8134@A (_ bv0 64)))
(assert
 (bvule v8246@A (_ bv0 64)))
(assert
 (bvule v8358@A (_ bv0 64)))
(assert
 (bvule v8470@A (_ bv0 64)))
(assert
 (bvule v8582@A (_ bv0 64)))
(assert
 (bvule v8694@A (_ bv0 64)))
(assert
 (bvule v8806@A (_ bv0 64)))
(assert
 (bvule v8918@A (_ bv0 64)))
(assert
 (bvule v9030@A (_ bv0 64)))
(assert
 (bvule v9142@A (_ bv0 64)))
(assert
 (bvule v9254@A (_ bv0 64)))
(assert
 (bvule v9366@A (_ bv0 64)))
(assert
 (bvule v9478@A (_ bv0 64)))
(assert
 (bvule v9590@A (_ bv0 64)))
(assert
 (bvule v9702@A (_ bv0 64)))
(assert
 (bvule v9814@A (_ bv0 64)))
(assert
 (bvule v9926@A (_ bv0 64)))
(assert
 (bvule v10037@A (_ bv0 64)))
(assert
 (bvule v10148@A (_ bv0 64)))
(assert
 (bvule v10258@A (_ bv0 64)))
(assert
 (bvule v10368@A (_ bv0 64)))
(assert
 (bvule v10478@A (_ bv0 64)))
(assert
 (bvule v10588@A (_ bv0 64)))
(assert
 (bvule v10698@A (_ bv0 64)))
(assert
 (bvule v10808@A (_ bv0 64)))
(assert
 (bvule v10918@A (_ bv0 64)))
(assert
 (bvule v11028@A (_ bv0 64)))
(assert
 (bvule v11138@A (_ bv0 64)))
(assert
 (bvule v11248@A (_ bv0 64)))
(assert
 (bvule v11358@A (_ bv0 64)))
(assert
 (bvule v11468@A (_ bv0 64)))
(assert
 (bvule v11578@A (_ bv0 64)))
(assert
 (bvule v11688@A (_ bv0 64)))
(assert
 (bvule v11798@A (_ bv0 64)))
(assert
 (bvule v11908@A (_ bv0 64)))
(assert
 (bvule v12018@A (_ bv0 64)))
(assert
 (bvule v12128@A (_ bv0 64)))
(assert
 (bvule v12238@A (_ bv0 64)))
(assert
 (bvule v12348@A (_ bv0 64)))
(assert
 (bvule v12458@A (_ bv0 64)))
(assert
 (bvule v12568@A (_ bv0 64)))
(assert
 (bvule v12678@A (_ bv0 64)))
(assert
 (bvule v12788@A (_ bv0 64)))
(assert
 (bvule v12898@A (_ bv0 64)))
(assert
 (bvule v13008@A (_ bv0 64)))
(assert
 (bvule v13118@A (_ bv0 64)))
(assert
 (bvule v13228@A (_ bv0 64)))
(assert
 (bvule v13338@A (_ bv0 64)))
(assert
 (bvule v13448@A (_ bv0 64)))
(assert
 (bvule v13558@A (_ bv0 64)))
(assert
 (bvule v13668@A (_ bv0 64)))
(assert
 (bvule v13778@A (_ bv0 64)))
(assert
 (bvule v13888@A (_ bv0 64)))
(assert
 (bvule v13998@A (_ bv0 64)))
(assert
 (bvule v14108@A (_ bv0 64)))
(assert
 (bvule v14218@A (_ bv0 64)))
(assert
 (bvule v14328@A (_ bv0 64)))
(assert
 (bvule v14438@A (_ bv0 64)))
(assert
 (bvule v14548@A (_ bv0 64)))
(assert
 (bvule v14658@A (_ bv0 64)))
(assert
 (bvule v14768@A (_ bv0 64)))
(assert
 (bvule v14878@A (_ bv0 64)))
(assert
 (bvule v14988@A (_ bv0 64)))
(assert
 (bvule v15098@A (_ bv0 64)))
(assert
 (bvule v15208@A (_ bv0 64)))
(assert
 (bvule v15318@A (_ bv0 64)))
(assert
 (let (($x313 (= param!power (_ bv1 32))))
(let (($x22440 (and $x313 (= tid.x@A (_ bv0 32)))))
(let (($x510 (and $x313 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
(let (($x42623 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v15318@A)))) (_ bv0 22)))))
(let (($x42628 (and $x313 (not (or $x42623 $x361)))))
(let (($x42337 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v15208@A)))) (_ bv0 22)))))
(let (($x42342 (and $x313 (not (or $x42337 $x361)))))
(let (($x42051 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v15098@A)))) (_ bv0 22)))))
(let (($x42056 (and $x313 (not (or $x42051 $x361)))))
(let (($x41765 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14988@A)))) (_ bv0 22)))))
(let (($x41770 (and $x313 (not (or $x41765 $x361)))))
(let (($x41479 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14878@A)))) (_ bv0 22)))))
(let (($x41484 (and $x313 (not (or $x41479 $x361)))))
(let (($x41193 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14768@A)))) (_ bv0 22)))))
(let (($x41198 (and $x313 (not (or $x41193 $x361)))))
(let (($x40907 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14658@A)))) (_ bv0 22)))))
(let (($x40912 (and $x313 (not (or $x40907 $x361)))))
(let (($x40621 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14548@A)))) (_ bv0 22)))))
(let (($x40626 (and $x313 (not (or $x40621 $x361)))))
(let (($x40335 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14438@A)))) (_ bv0 22)))))
(let (($x40340 (and $x313 (not (or $x40335 $x361)))))
(let (($x40049 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14328@A)))) (_ bv0 22)))))
(let (($x40054 (and $x313 (not (or $x40049 $x361)))))
(let (($x39763 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14218@A)))) (_ bv0 22)))))
(let (($x39768 (and $x313 (not (or $x39763 $x361)))))
(let (($x39477 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v14108@A)))) (_ bv0 22)))))
(let (($x39482 (and $x313 (not (or $x39477 $x361)))))
(let (($x39191 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13998@A)))) (_ bv0 22)))))
(let (($x39196 (and $x313 (not (or $x39191 $x361)))))
(let (($x38905 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13888@A)))) (_ bv0 22)))))
(let (($x38910 (and $x313 (not (or $x38905 $x361)))))
(let (($x38619 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13778@A)))) (_ bv0 22)))))
(let (($x38624 (and $x313 (not (or $x38619 $x361)))))
(let (($x38333 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13668@A)))) (_ bv0 22)))))
(let (($x38338 (and $x313 (not (or $x38333 $x361)))))
(let (($x38047 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13558@A)))) (_ bv0 22)))))
(let (($x38052 (and $x313 (not (or $x38047 $x361)))))
(let (($x37761 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13448@A)))) (_ bv0 22)))))
(let (($x37766 (and $x313 (not (or $x37761 $x361)))))
(let (($x37475 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13338@A)))) (_ bv0 22)))))
(let (($x37480 (and $x313 (not (or $x37475 $x361)))))
(let (($x37189 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13228@A)))) (_ bv0 22)))))
(let (($x37194 (and $x313 (not (or $x37189 $x361)))))
(let (($x36904 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13118@A)))) (_ bv0 22)))))
(let (($x36909 (and $x313 (not (or $x36904 $x361)))))
(let (($x36618 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v13008@A)))) (_ bv0 22)))))
(let (($x36623 (and $x313 (not (or $x36618 $x361)))))
(let (($x36332 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12898@A)))) (_ bv0 22)))))
(let (($x36337 (and $x313 (not (or $x36332 $x361)))))
(let (($x36046 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12788@A)))) (_ bv0 22)))))
(let (($x36051 (and $x313 (not (or $x36046 $x361)))))
(let (($x35760 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12678@A)))) (_ bv0 22)))))
(let (($x35765 (and $x313 (not (or $x35760 $x361)))))
(let (($x35474 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12568@A)))) (_ bv0 22)))))
(let (($x35479 (and $x313 (not (or $x35474 $x361)))))
(let (($x35188 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12458@A)))) (_ bv0 22)))))
(let (($x35193 (and $x313 (not (or $x35188 $x361)))))
(let (($x34902 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12348@A)))) (_ bv0 22)))))
(let (($x34907 (and $x313 (not (or $x34902 $x361)))))
(let (($x34616 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12238@A)))) (_ bv0 22)))))
(let (($x34621 (and $x313 (not (or $x34616 $x361)))))
(let (($x34330 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12128@A)))) (_ bv0 22)))))
(let (($x34335 (and $x313 (not (or $x34330 $x361)))))
(let (($x34044 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v12018@A)))) (_ bv0 22)))))
(let (($x34049 (and $x313 (not (or $x34044 $x361)))))
(let (($x33758 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11908@A)))) (_ bv0 22)))))
(let (($x33763 (and $x313 (not (or $x33758 $x361)))))
(let (($x33472 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11798@A)))) (_ bv0 22)))))
(let (($x33477 (and $x313 (not (or $x33472 $x361)))))
(let (($x33186 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11688@A)))) (_ bv0 22)))))
(let (($x33191 (and $x313 (not (or $x33186 $x361)))))
(let (($x32900 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11578@A)))) (_ bv0 22)))))
(let (($x32905 (and $x313 (not (or $x32900 $x361)))))
(let (($x32614 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11468@A)))) (_ bv0 22)))))
(let (($x32619 (and $x313 (not (or $x32614 $x361)))))
(let (($x32328 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11358@A)))) (_ bv0 22)))))
(let (($x32333 (and $x313 (not (or $x32328 $x361)))))
(let (($x32042 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11248@A)))) (_ bv0 22)))))
(let (($x32047 (and $x313 (not (or $x32042 $x361)))))
(let (($x31756 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11138@A)))) (_ bv0 22)))))
(let (($x31761 (and $x313 (not (or $x31756 $x361)))))
(let (($x31470 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v11028@A)))) (_ bv0 22)))))
(let (($x31475 (and $x313 (not (or $x31470 $x361)))))
(let (($x31184 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10918@A)))) (_ bv0 22)))))
(let (($x31189 (and $x313 (not (or $x31184 $x361)))))
(let (($x30898 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10808@A)))) (_ bv0 22)))))
(let (($x30903 (and $x313 (not (or $x30898 $x361)))))
(let (($x30612 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10698@A)))) (_ bv0 22)))))
(let (($x30617 (and $x313 (not (or $x30612 $x361)))))
(let (($x30326 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10588@A)))) (_ bv0 22)))))
(let (($x30331 (and $x313 (not (or $x30326 $x361)))))
(let (($x30040 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10478@A)))) (_ bv0 22)))))
(let (($x30045 (and $x313 (not (or $x30040 $x361)))))
(let (($x29754 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10368@A)))) (_ bv0 22)))))
(let (($x29759 (and $x313 (not (or $x29754 $x361)))))
(let (($x29468 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10258@A)))) (_ bv0 22)))))
(let (($x29473 (and $x313 (not (or $x29468 $x361)))))
(let (($x28911 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10148@A)))) (_ bv0 22)))))
(let (($x28916 (and $x313 (not (or $x28911 $x361)))))
(let (($x28650 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v10037@A)))) (_ bv0 22)))))
(let (($x28679 (and $x313 (not (or $x28650 $x361)))))
(let (($x28481 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9926@A)))) (_ bv0 22)))))
(let (($x28533 (and $x313 (not (or $x28481 $x361)))))
(let (($x28206 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9814@A)))) (_ bv0 22)))))
(let (($x28243 (and $x313 (not (or $x28206 $x361)))))
(let (($x27931 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9702@A)))) (_ bv0 22)))))
(let (($x27953 (and $x313 (not (or $x27931 $x361)))))
(let (($x27639 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9590@A)))) (_ bv0 22)))))
(let (($x27663 (and $x313 (not (or $x27639 $x361)))))
(let (($x27313 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9478@A)))) (_ bv0 22)))))
(let (($x27373 (and $x313 (not (or $x27313 $x361)))))
(let (($x27031 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9366@A)))) (_ bv0 22)))))
(let (($x27083 (and $x313 (not (or $x27031 $x361)))))
(let (($x26754 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9254@A)))) (_ bv0 22)))))
(let (($x26793 (and $x313 (not (or $x26754 $x361)))))
(let (($x26452 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9142@A)))) (_ bv0 22)))))
(let (($x26503 (and $x313 (not (or $x26452 $x361)))))
(let (($x26173 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v9030@A)))) (_ bv0 22)))))
(let (($x26213 (and $x313 (not (or $x26173 $x361)))))
(let (($x25875 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8918@A)))) (_ bv0 22)))))
(let (($x25923 (and $x313 (not (or $x25875 $x361)))))
(let (($x25587 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8806@A)))) (_ bv0 22)))))
(let (($x25633 (and $x313 (not (or $x25587 $x361)))))
(let (($x25294 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8694@A)))) (_ bv0 22)))))
(let (($x25343 (and $x313 (not (or $x25294 $x361)))))
(let (($x25005 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8582@A)))) (_ bv0 22)))))
(let (($x25053 (and $x313 (not (or $x25005 $x361)))))
(let (($x24703 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8470@A)))) (_ bv0 22)))))
(let (($x24763 (and $x313 (not (or $x24703 $x361)))))
(let (($x24432 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8358@A)))) (_ bv0 22)))))
(let (($x24473 (and $x313 (not (or $x24432 $x361)))))
(let (($x24165 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8246@A)))) (_ bv0 22)))))
(let (($x24183 (and $x313 (not (or $x24165 $x361)))))
(let (($x23871 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8134@A)))) (_ bv0 22)))))
(let (($x23893 (and $x313 (not (or $x23871 $x361)))))
(let (($x23555 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v8022@A)))) (_ bv0 22)))))
(let (($x23603 (and $x313 (not (or $x23555 $x361)))))
(let (($x23282 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7910@A)))) (_ bv0 22)))))
(let (($x23313 (and $x313 (not (or $x23282 $x361)))))
(let (($x22977 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7798@A)))) (_ bv0 22)))))
(let (($x23023 (and $x313 (not (or $x22977 $x361)))))
(let (($x22696 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7686@A)))) (_ bv0 22)))))
(let (($x22733 (and $x313 (not (or $x22696 $x361)))))
(let (($x22419 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7574@A)))) (_ bv0 22)))))
(let (($x22443 (and $x313 (not (or $x22419 $x361)))))
(let (($x22107 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7462@A)))) (_ bv0 22)))))
(let (($x22153 (and $x313 (not (or $x22107 $x361)))))
(let (($x21828 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7350@A)))) (_ bv0 22)))))
(let (($x21863 (and $x313 (not (or $x21828 $x361)))))
(let (($x21514 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7238@A)))) (_ bv0 22)))))
(let (($x21573 (and $x313 (not (or $x21514 $x361)))))
(let (($x21237 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7126@A)))) (_ bv0 22)))))
(let (($x21283 (and $x313 (not (or $x21237 $x361)))))
(let (($x20971 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v7014@A)))) (_ bv0 22)))))
(let (($x20993 (and $x313 (not (or $x20971 $x361)))))
(let (($x20652 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6902@A)))) (_ bv0 22)))))
(let (($x20703 (and $x313 (not (or $x20652 $x361)))))
(let (($x20383 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6790@A)))) (_ bv0 22)))))
(let (($x20413 (and $x313 (not (or $x20383 $x361)))))
(let (($x20063 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6678@A)))) (_ bv0 22)))))
(let (($x20123 (and $x313 (not (or $x20063 $x361)))))
(let (($x19809 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6566@A)))) (_ bv0 22)))))
(let (($x19833 (and $x313 (not (or $x19809 $x361)))))
(let (($x19519 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6454@A)))) (_ bv0 22)))))
(let (($x19543 (and $x313 (not (or $x19519 $x361)))))
(let (($x19202 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6342@A)))) (_ bv0 22)))))
(let (($x19253 (and $x313 (not (or $x19202 $x361)))))
(let (($x18939 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6230@A)))) (_ bv0 22)))))
(let (($x18963 (and $x313 (not (or $x18939 $x361)))))
(let (($x18613 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6118@A)))) (_ bv0 22)))))
(let (($x18673 (and $x313 (not (or $x18613 $x361)))))
(let (($x18322 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v6006@A)))) (_ bv0 22)))))
(let (($x18383 (and $x313 (not (or $x18322 $x361)))))
(let (($x18045 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5894@A)))) (_ bv0 22)))))
(let (($x18093 (and $x313 (not (or $x18045 $x361)))))
(let (($x17758 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5782@A)))) (_ bv0 22)))))
(let (($x17803 (and $x313 (not (or $x17758 $x361)))))
(let (($x17463 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5670@A)))) (_ bv0 22)))))
(let (($x17513 (and $x313 (not (or $x17463 $x361)))))
(let (($x17163 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5558@A)))) (_ bv0 22)))))
(let (($x17223 (and $x313 (not (or $x17163 $x361)))))
(let (($x16903 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5446@A)))) (_ bv0 22)))))
(let (($x16933 (and $x313 (not (or $x16903 $x361)))))
(let (($x16592 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5334@A)))) (_ bv0 22)))))
(let (($x16643 (and $x313 (not (or $x16592 $x361)))))
(let (($x16312 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5222@A)))) (_ bv0 22)))))
(let (($x16353 (and $x313 (not (or $x16312 $x361)))))
(let (($x16041 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v5110@A)))) (_ bv0 22)))))
(let (($x16063 (and $x313 (not (or $x16041 $x361)))))
(let (($x15789 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4998@A)))) (_ bv0 22)))))
(let (($x15591 (and $x313 (not (or $x15789 $x361)))))
(let (($x15650 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4886@A)))) (_ bv0 22)))))
(let (($x15664 (and $x313 (not (or $x15650 $x361)))))
(let (($x15053 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4774@A)))) (_ bv0 22)))))
(let (($x13113 (and $x313 (not (or $x15053 $x361)))))
(let (($x3953 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4662@A)))) (_ bv0 22)))))
(let (($x4282 (and $x313 (not (or $x3953 $x361)))))
(let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
(let (($x15726 (and $x313 $x366)))
(let (($x15832 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4467@A)))) (_ bv0 22)))))
(let (($x15837 (and $x313 (not (or $x15832 $x361)))))
(let (($x12982 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4339@A)))) (_ bv0 22)))))
(let (($x14807 (and $x313 (not (or $x12982 $x361)))))
(let (($x14233 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4249@A)))) (_ bv0 22)))))
(let (($x13418 (and $x313 (not (or $x14233 $x361)))))
(let (($x14539 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4159@A)))) (_ bv0 22)))))
(let (($x14544 (and $x313 (not (or $x14539 $x361)))))
(let (($x14272 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v4069@A)))) (_ bv0 22)))))
(let (($x14277 (and $x313 (not (or $x14272 $x361)))))
(let (($x14005 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3979@A)))) (_ bv0 22)))))
(let (($x14010 (and $x313 (not (or $x14005 $x361)))))
(let (($x13738 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3889@A)))) (_ bv0 22)))))
(let (($x13743 (and $x313 (not (or $x13738 $x361)))))
(let (($x13471 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3799@A)))) (_ bv0 22)))))
(let (($x13476 (and $x313 (not (or $x13471 $x361)))))
(let (($x13204 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3709@A)))) (_ bv0 22)))))
(let (($x13209 (and $x313 (not (or $x13204 $x361)))))
(let (($x12937 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3619@A)))) (_ bv0 22)))))
(let (($x12942 (and $x313 (not (or $x12937 $x361)))))
(let (($x12670 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3529@A)))) (_ bv0 22)))))
(let (($x12675 (and $x313 (not (or $x12670 $x361)))))
(let (($x12403 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3439@A)))) (_ bv0 22)))))
(let (($x12408 (and $x313 (not (or $x12403 $x361)))))
(let (($x12136 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3349@A)))) (_ bv0 22)))))
(let (($x12141 (and $x313 (not (or $x12136 $x361)))))
(let (($x11869 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3259@A)))) (_ bv0 22)))))
(let (($x11874 (and $x313 (not (or $x11869 $x361)))))
(let (($x11602 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3169@A)))) (_ bv0 22)))))
(let (($x11607 (and $x313 (not (or $x11602 $x361)))))
(let (($x11335 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v3079@A)))) (_ bv0 22)))))
(let (($x11340 (and $x313 (not (or $x11335 $x361)))))
(let (($x11068 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2989@A)))) (_ bv0 22)))))
(let (($x11073 (and $x313 (not (or $x11068 $x361)))))
(let (($x10801 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2899@A)))) (_ bv0 22)))))
(let (($x10803 (and $x313 (not (or $x10801 $x361)))))
(let (($x10536 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2809@A)))) (_ bv0 22)))))
(let (($x10541 (and $x313 (not (or $x10536 $x361)))))
(let (($x9814 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2719@A)))) (_ bv0 22)))))
(let (($x9851 (and $x313 (not (or $x9814 $x361)))))
(let (($x9984 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2629@A)))) (_ bv0 22)))))
(let (($x9336 (and $x313 (not (or $x9984 $x361)))))
(let (($x9595 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2539@A)))) (_ bv0 22)))))
(let (($x9686 (and $x313 (not (or $x9595 $x361)))))
(let (($x9080 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2449@A)))) (_ bv0 22)))))
(let (($x9009 (and $x313 (not (or $x9080 $x361)))))
(let (($x8824 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2359@A)))) (_ bv0 22)))))
(let (($x9131 (and $x313 (not (or $x8824 $x361)))))
(let (($x8726 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2269@A)))) (_ bv0 22)))))
(let (($x8727 (and $x313 (not (or $x8726 $x361)))))
(let (($x8125 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2179@A)))) (_ bv0 22)))))
(let (($x8256 (and $x313 (not (or $x8125 $x361)))))
(let (($x8157 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v2089@A)))) (_ bv0 22)))))
(let (($x7790 (and $x313 (not (or $x8157 $x361)))))
(let (($x8007 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1999@A)))) (_ bv0 22)))))
(let (($x8013 (and $x313 (not (or $x8007 $x361)))))
(let (($x7740 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1909@A)))) (_ bv0 22)))))
(let (($x7746 (and $x313 (not (or $x7740 $x361)))))
(let (($x7473 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1819@A)))) (_ bv0 22)))))
(let (($x7479 (and $x313 (not (or $x7473 $x361)))))
(let (($x7206 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1729@A)))) (_ bv0 22)))))
(let (($x7212 (and $x313 (not (or $x7206 $x361)))))
(let (($x6939 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1639@A)))) (_ bv0 22)))))
(let (($x6945 (and $x313 (not (or $x6939 $x361)))))
(let (($x6672 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1549@A)))) (_ bv0 22)))))
(let (($x6678 (and $x313 (not (or $x6672 $x361)))))
(let (($x6405 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1459@A)))) (_ bv0 22)))))
(let (($x6411 (and $x313 (not (or $x6405 $x361)))))
(let (($x6139 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1369@A)))) (_ bv0 22)))))
(let (($x6145 (and $x313 (not (or $x6139 $x361)))))
(let (($x5873 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1279@A)))) (_ bv0 22)))))
(let (($x5879 (and $x313 (not (or $x5873 $x361)))))
(let (($x5606 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1189@A)))) (_ bv0 22)))))
(let (($x5612 (and $x313 (not (or $x5606 $x361)))))
(let (($x5339 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1099@A)))) (_ bv0 22)))))
(let (($x5345 (and $x313 (not (or $x5339 $x361)))))
(let (($x5072 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v1009@A)))) (_ bv0 22)))))
(let (($x5078 (and $x313 (not (or $x5072 $x361)))))
(let (($x4805 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v919@A)))) (_ bv0 22)))))
(let (($x4811 (and $x313 (not (or $x4805 $x361)))))
(let (($x4538 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v829@A)))) (_ bv0 22)))))
(let (($x4544 (and $x313 (not (or $x4538 $x361)))))
(let (($x4271 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v739@A)))) (_ bv0 22)))))
(let (($x4277 (and $x313 (not (or $x4271 $x361)))))
(let (($x4005 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v649@A)))) (_ bv0 22)))))
(let (($x4010 (and $x313 (not (or $x4005 $x361)))))
(let (($x3569 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v559@A)))) (_ bv0 22)))))
(let (($x3590 (and $x313 (not (or $x3569 $x361)))))
(let (($x3303 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v469@A)))) (_ bv0 22)))))
(let (($x3373 (and $x313 (not (or $x3303 $x361)))))
(let (($x3060 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v379@A)))) (_ bv0 22)))))
(let (($x3047 (and $x313 (not (or $x3060 $x361)))))
(let (($x2804 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v289@A)))) (_ bv0 22)))))
(let (($x2838 (and $x313 (not (or $x2804 $x361)))))
(let (($x2594 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v199@A)))) (_ bv0 22)))))
(let (($x2562 (and $x313 (not (or $x2594 $x361)))))
(let (($x628 (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv1024 32) ((_ extract 31 0) v109@A)))) (_ bv0 22)))))
(let (($x633 (and $x313 (not (or $x628 $x361)))))
(let (($x394 (and $x313 v5@A $x366)))
(let (($x367 (and $x313 (not v5@A) $x366)))
(or $x313 $x313 $x313 $x367 $x367 $x394 $x394 $x510 $x313 $x313 $x510 $x313 $x633 $x510 $x313 $x2562 $x510 $x313 $x2838 $x510 $x313 $x3047 $x510 $x313 $x3373 $x510 $x313 $x3590 $x510 $x313 $x4010 $x510 $x313 $x4277 $x510 $x313 $x4544 $x510 $x313 $x4811 $x510 $x313 $x5078 $x510 $x313 $x5345 $x510 $x313 $x5612 $x510 $x313 $x5879 $x510 $x313 $x6145 $x510 $x313 $x6411 $x510 $x313 $x6678 $x510 $x313 $x6945 $x510 $x313 $x7212 $x510 $x313 $x7479 $x510 $x313 $x7746 $x510 $x313 $x8013 $x510 $x313 $x7790 $x510 $x313 $x8256 $x510 $x313 $x8727 $x510 $x313 $x9131 $x510 $x313 $x9009 $x510 $x313 $x9686 $x510 $x313 $x9336 $x510 $x313 $x9851 $x510 $x313 $x10541 $x510 $x313 $x10803 $x510 $x313 $x11073 $x510 $x313 $x11340 $x510 $x313 $x11607 $x510 $x313 $x11874 $x510 $x313 $x12141 $x510 $x313 $x12408 $x510 $x313 $x12675 $x510 $x313 $x12942 $x510 $x313 $x13209 $x510 $x313 $x13476 $x510 $x313 $x13743 $x510 $x313 $x14010 $x510 $x313 $x14277 $x510 $x313 $x14544 $x510 $x313 $x13418 $x510 $x313 $x14807 $x510 $x313 $x15837 $x510 $x313 $x15726 $x15726 $x510 $x313 $x313 $x4282 $x4282 $x510 $x313 $x13113 $x13113 $x510 $x313 $x15664 $x15664 $x510 $x313 $x15591 $x15591 $x510 $x313 $x16063 $x16063 $x510 $x313 $x16353 $x16353 $x510 $x313 $x16643 $x16643 $x510 $x313 $x16933 $x16933 $x510 $x313 $x17223 $x17223 $x510 $x313 $x17513 $x17513 $x510 $x313 $x17803 $x17803 $x510 $x313 $x18093 $x18093 $x510 $x313 $x18383 $x18383 $x510 $x313 $x18673 $x18673 $x510 $x313 $x18963 $x18963 $x510 $x313 $x19253 $x19253 $x510 $x313 $x19543 $x19543 $x510 $x313 $x19833 $x19833 $x510 $x313 $x20123 $x20123 $x510 $x313 $x20413 $x20413 $x510 $x313 $x20703 $x20703 $x510 $x313 $x20993 $x20993 $x510 $x313 $x21283 $x21283 $x510 $x313 $x21573 $x21573 $x510 $x313 $x21863 $x21863 $x510 $x313 $x22153 $x22153 $x510 $x313 $x22443 $x22443 $x510 $x313 $x22733 $x22733 $x510 $x313 $x23023 $x23023 $x510 $x313 $x23313 $x23313 $x510 $x313 $x23603 $x23603 $x510 $x313 $x23893 $x23893 $x510 $x313 $x24183 $x24183 $x510 $x313 $x24473 $x24473 $x510 $x313 $x24763 $x24763 $x510 $x313 $x25053 $x25053 $x510 $x313 $x25343 $x25343 $x510 $x313 $x25633 $x25633 $x510 $x313 $x25923 $x25923 $x510 $x313 $x26213 $x26213 $x510 $x313 $x26503 $x26503 $x510 $x313 $x26793 $x26793 $x510 $x313 $x27083 $x27083 $x510 $x313 $x27373 $x27373 $x510 $x313 $x27663 $x27663 $x510 $x313 $x27953 $x27953 $x510 $x313 $x28243 $x28243 $x510 $x313 $x28533 $x28533 $x510 $x313 $x28679 $x28679 $x510 $x313 $x313 $x313 $x28916 $x28916 $x510 $x313 $x29473 $x29473 $x510 $x313 $x29759 $x29759 $x510 $x313 $x30045 $x30045 $x510 $x313 $x30331 $x30331 $x510 $x313 $x30617 $x30617 $x510 $x313 $x30903 $x30903 $x510 $x313 $x31189 $x31189 $x510 $x313 $x31475 $x31475 $x510 $x313 $x31761 $x31761 $x510 $x313 $x32047 $x32047 $x510 $x313 $x32333 $x32333 $x510 $x313 $x32619 $x32619 $x510 $x313 $x32905 $x32905 $x510 $x313 $x33191 $x33191 $x510 $x313 $x33477 $x33477 $x510 $x313 $x33763 $x33763 $x510 $x313 $x34049 $x34049 $x510 $x313 $x34335 $x34335 $x510 $x313 $x34621 $x34621 $x510 $x313 $x34907 $x34907 $x510 $x313 $x35193 $x35193 $x510 $x313 $x35479 $x35479 $x510 $x313 $x35765 $x35765 $x510 $x313 $x36051 $x36051 $x510 $x313 $x36337 $x36337 $x510 $x313 $x36623 $x36623 $x510 $x313 $x36909 $x36909 $x510 $x313 $x37194 $x37194 $x510 $x313 $x37480 $x37480 $x510 $x313 $x37766 $x37766 $x510 $x313 $x38052 $x38052 $x510 $x313 $x38338 $x38338 $x510 $x313 $x38624 $x38624 $x510 $x313 $x38910 $x38910 $x510 $x313 $x39196 $x39196 $x510 $x313 $x39482 $x39482 $x510 $x313 $x39768 $x39768 $x510 $x313 $x40054 $x40054 $x510 $x313 $x40340 $x40340 $x510 $x313 $x40626 $x40626 $x510 $x313 $x40912 $x40912 $x510 $x313 $x41198 $x41198 $x510 $x313 $x41484 $x41484 $x510 $x313 $x41770 $x41770 $x510 $x313 $x42056 $x42056 $x510 $x313 $x42342 $x42342 $x510 $x313 $x42628 $x42628 $x510 $x313 $x22440))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
