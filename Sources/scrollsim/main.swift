print("scrollsim: under construction")
